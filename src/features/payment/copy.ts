/** Every Spanish text of the payment flow (spec sections 2, 4 and 8), written once. */
export const paymentCopy = {
  headingAmount: '¿Cuánto vas a pagar?',
  headingPaying: 'Estás pagando',
  headingPaid: 'Pagado',
  headingNotPaid: 'No se realizó el pago',
  headingCancelled: 'Cancelaste el pago',
  headingRejected: 'Tu pago fue rechazado',
  amountLabel: 'Monto a pagar',
  continue: 'Continuar',
  continueWaiting: 'Cargando formulario de pago...',
  cancel: 'Cancelar',
  goToForm: 'Ir al formulario',
  retry: 'Reintentar pago',
  backHome: 'Volver a inicio',
  payAgain: 'Volver a pagar',
  otherWaysToPay: 'Otras formas de pago',

  status: {
    starting: 'Iniciando proceso de pago...',
    loadingForm: 'Cargando el formulario de pago...',
    formLoaded: 'Formulario de pago cargado, complete los datos por favor',
    paid: '¡Pago exitoso!',
    paymentError: 'Hubo un error en el pago',
    cancelled: 'Pago cancelado desde formulario',
    closed: 'Formulario de pago cerrado',
    bindDone: 'Pago realizado',
  },

  dialogs: {
    closed: {
      title: 'Formulario de pago cerrado',
      body: 'El formulario fue cerrado, por favor intentá realizar el pago nuevamente.',
    },
    error: {
      title: 'Error',
      body: 'Hubo un problema al intentar realizar el pago, por favor verificá los datos e intentalo nuevamente.',
    },
    success: {
      title: 'Pago exitoso',
      body: 'Pago realizado con éxito, en unos minutos estará reflejado en su cuenta.',
    },
    bindDone: {
      title: 'Pago realizado',
      body: 'Si completaste el formulario correctamente, el pago se verá reflejado en tu tarjeta en unos minutos.',
    },
    // The payment call failed: the provider's problem, never the cardholder's data.
    notCreated: {
      title: 'Error',
      body: 'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos. No se debitó nada: probá de nuevo en unos minutos.',
    },
    // The provider refused the payment: its own words are the body (the view gives them).
    providerRefused: { title: 'Error', body: null },
  },

  /**
   * After a flow that did not pay, one sentence that adds what the status line and the dialog
   * do not say: what happened to the money and what to do next.
   */
  ends: {
    refused:
      'No se debitó nada: revisá los datos de tu tarjeta de débito o probá con otra forma de pago.',
    closed: 'No se debitó nada: podés intentarlo de nuevo.',
    cancelled: 'No se debitó nada: podés intentarlo de nuevo cuando quieras.',
    notCreated:
      'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos. No se debitó nada: probá de nuevo en unos minutos.',
    notPaidElsewhere: 'El pago no se completó. Podés intentarlo de nuevo cuando quieras.',
    rejected: (amount: string) =>
      `Tu banco rechazó el pago de ${amount} y no se acreditó en tu tarjeta; si llegó a debitarlo, te lo devuelve. Podés volver a pagar o usar otra forma de pago.`,
    notSettled: (amount: string, statusName: string) =>
      `Tu pago de ${amount} figura como ${statusName}: no está acreditado en tu tarjeta. Podés volver a pagar o usar otra forma de pago.`,
  },

  /** The payment's own status from payments/, once the money moved. */
  settlement: {
    label: 'Estado',
    /** The provider's name for a payment not settled yet, until payments/ lists it. */
    assumed: 'Pendiente',
    credited: 'Tu pago fue acreditado.',
    loading: 'Consultando el estado...',
    unlisted: 'Todavía no figura en tus pagos',
    failed: 'No pudimos consultarlo',
  },

  lastRejected:
    'Tu último intento de pago fue rechazado. Revisá los datos de tu tarjeta de débito o probá con otra.',
  popupBlocked:
    'Tu navegador bloqueó la ventana del formulario de pago. Permití las ventanas emergentes para este sitio y tocá Continuar de nuevo.',
  amountTooLarge: 'El monto máximo para pagar en línea es $ 99,999,999.99.',
  amountUnreadable: 'Ingresá un monto válido.',
  amountNotPositive: 'Ingresá un monto mayor a $ 0.',

  quickAmounts: {
    label: 'Elegí cuánto pagar',
    // balance.current: the statement's balance less what was paid since it closed.
    total: 'Saldo pendiente',
    minimum: 'Pago mínimo',
    other: 'Otro monto',
  },
  confirmAmount: {
    title: 'Revisá el monto',
    body: (amount: string, balance: string) =>
      `Vas a pagar ${amount} y tu saldo pendiente es ${balance}. Lo que pagues de más queda a tu favor en tu tarjeta.`,
    pay: (amount: string) => `Pagar ${amount}`,
    correct: 'Corregir',
  },

  inProgress: {
    title: 'Tenés un pago en proceso',
    alreadyPaidTitle: 'Ya pagaste este monto',
    body: (amount: string) => `Tu pago de ${amount} está en proceso.`,
    alreadyPaidBody: (amount: string) => `Ya hiciste un pago de ${amount}.`,
    advice:
      'Si completaste el pago, esperá a que se acredite antes de volver a pagar: si pagás de nuevo, se debitan los dos.',
    payAnother: 'Pagar otro monto',
    confirmTitle: '¿Hacer otro pago?',
    confirmBody: (amount: string) =>
      `Si hacés otro pago, se suma al de ${amount}: se debitan los dos de tu tarjeta de débito.`,
    confirm: 'Sí, hacer otro pago',
    keep: 'No, esperar',
  },

  unavailableTitle: 'Pagos en línea no disponibles',
  unavailableBody:
    'Por el momento no podés pagar tu tarjeta desde Autogestión. Tu saldo no cambia: podés pagarla por los otros medios de pago.',
  seePaymentMethods: 'Ver medios de pago',
} as const;

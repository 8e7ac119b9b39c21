/** Every Spanish text of the payment flow (spec sections 2, 4 and 8), written once. */
export const paymentCopy = {
  headingAmount: 'Cuánto vas a pagar?',
  headingPaying: 'Estas pagando',
  headingPaid: 'Pagado',
  amountLabel: 'Monto a pagar',
  continue: 'Continuar',
  continueWaiting: 'Cargando formulario de pago...',
  cancel: 'Cancelar',
  goToForm: 'Ir al formulario',
  retry: 'Reintentar pago',
  backHome: 'Volver a inicio',

  status: {
    starting: 'Iniciando proceso de pago...',
    loadingForm: 'Cargando el formulario de pago...',
    formLoaded: 'Formulario de pago cargado, complete los datos por favor',
    paid: '¡ Pago exitoso !',
    paymentError: 'Hubo un error en el pago',
    cancelled: 'Pago cancelado desde formulario',
    closed: 'Formulario de pago cerrado',
    bindDone: 'Pago realizado',
  },

  dialogs: {
    closed: {
      title: 'Formulario de pago cerrado',
      body: 'El formulario fue cerrado, por favor intenta realizar el pago nuevamente.',
    },
    error: {
      title: 'Error',
      body: 'Hubo un problema al intentar realizar el pago, por favor verifica los datos e intentalo nuevamente.',
    },
    success: {
      title: 'Pago exitoso',
      body: 'Pago realizado con éxito, en unos minutos estara reflejado en su cuenta.',
    },
    bindDone: {
      title: 'Pago realizado',
      body: 'Si completaste el formulario correctamente, el pago se verá reflejado en tu cuenta en unos minutos.',
    },
  },

  popupBlocked:
    'Tu navegador bloqueó la ventana del formulario de pago. Permití las ventanas emergentes para este sitio y tocá Continuar de nuevo.',
  amountTooLarge: 'El monto máximo para pagar en línea es $ 99,999,999.99.',

  quickAmounts: {
    label: 'Elegí cuánto pagar',
    total: 'Saldo total',
    minimum: 'Pago mínimo',
    other: 'Otro monto',
  },
  confirmAmount: {
    title: 'Revisá el monto',
    body: (amount: string, balance: string) =>
      `Vas a pagar ${amount} y el saldo de tu último resumen es ${balance}.`,
    pay: (amount: string) => `Pagar ${amount}`,
    correct: 'Corregir',
  },

  inProgress: {
    title: 'Tenés un pago en proceso',
    alreadyPaidTitle: 'Ya pagaste este monto',
    body: (amount: string) => `Tu pago de ${amount} está en proceso.`,
    alreadyPaidBody: (amount: string) => `Ya hiciste un pago de ${amount}.`,
    statusLabel: 'Estado',
    statusLoading: 'Consultando el estado...',
    statusUnknown: 'Todavía no figura en tus pagos',
    statusFailed: 'No pudimos consultarlo',
    advice:
      'Esperá a que se acredite antes de volver a pagar: si pagás de nuevo, se debitan los dos pagos.',
    payAnother: 'Pagar otro monto',
    confirmTitle: '¿Hacer otro pago?',
    confirmBody: (amount: string) =>
      `Si hacés otro pago, se suma al de ${amount}: se debitan los dos de tu tarjeta de débito.`,
    confirm: 'Sí, hacer otro pago',
    keep: 'No, esperar',
  },

  followUp: {
    credited: {
      title: 'Pago acreditado',
      body: (amount: string) => `Tu pago de ${amount} fue acreditado.`,
    },
    rejected: {
      title: 'Pago rechazado',
      body: (amount: string) => `Tu pago de ${amount} fue rechazado. Podés intentarlo de nuevo.`,
    },
    cancelled: {
      title: 'Pago cancelado',
      body: (amount: string) => `Tu pago de ${amount} fue cancelado.`,
    },
    other: {
      title: 'Estado de tu pago',
      body: (amount: string, statusName: string) =>
        `Tu pago de ${amount} figura como ${statusName}.`,
    },
  },

  unavailableTitle: 'Pagos en línea no disponibles',
  unavailableBody:
    'Por el momento no podés pagar tu tarjeta desde Autogestión. Tu saldo no cambia: podés pagarla por los otros medios de pago.',
  otherWaysToPay: 'Ver medios de pago',
} as const;

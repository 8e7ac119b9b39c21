/** Every Spanish text of a payment's detail, its receipt and 'Tus pagos', written once. */
export const receiptsCopy = {
  detailHeading: 'Detalle del pago',
  historyHeading: 'Tus pagos',
  seeAll: 'Ver todos los pagos',
  backToPayments: 'Volver a tus pagos',
  backHome: 'Volver a inicio',
  notFound: 'No encontramos ese pago',
  notFoundHint: 'Puede que el enlace esté incompleto o que el pago sea de otra tarjeta.',
  loadFailed: 'No pudimos cargar tus pagos.',
  needsConnection: 'Necesitás conexión para ver estos pagos.',
  noPayments: 'No existen pagos realizados',
  noPaymentsWithStatus: 'No tenés pagos con este estado.',
  filterLabel: 'Filtrar por estado',
  noDate: 'Sin fecha',
  count: (count: number) => (count === 1 ? '1 pago' : `${count} pagos`),
  noAmount: 'Monto no disponible',

  fields: {
    amount: 'Monto',
    dateTime: 'Fecha y hora',
    status: 'Estado',
    method: 'Medio de pago',
    operation: 'Número de operación',
  },

  methods: {
    LINK_PEI: 'Tarjeta de débito · Red Link',
    BIND_SIMPLE: 'Tarjeta de débito · BIND',
    unknown: 'Tarjeta de débito',
  },

  receipt: {
    download: 'Descargar comprobante',
    downloading: 'Preparando comprobante...',
    share: 'Compartir comprobante',
    failed: 'No pudimos preparar el comprobante. Probá de nuevo.',
    needsConnection: 'Necesitás conexión para descargar el comprobante.',
    title: 'Comprobante de pago',
    holder: 'Titular',
    dni: 'DNI',
    issuedAt: 'Emitido el',
    status: 'Estado',
    countsOnceCredited: 'El pago está acreditado en tu tarjeta. Guardá este comprobante.',
    issuer: 'Tarjeta Ceibo',
    issuedBy: 'Comprobante emitido por Autogestión de Tarjeta Ceibo.',
    fileName: (id: string) => `comprobante-${id}.pdf`,
  },
} as const;

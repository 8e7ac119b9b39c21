/**
 * Each page's name, for the browser tab and for what a screen reader says on arrival
 * ('Inicio | Autogestión'). Written once here; the build writes /login's into its HTML too.
 */
export const pageTitles = {
  login: 'Ingresar',
  home: 'Inicio',
  payment: 'Pagar tu tarjeta',
  paymentFrame: 'Formulario de pago',
  paymentSuccess: 'Operación exitosa',
  paymentError: 'Error en el pago',
  payments: 'Tus pagos',
  paymentDetail: 'Detalle del pago',
  notFound: 'Página no encontrada',
} as const;

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | Autogestión`;
}

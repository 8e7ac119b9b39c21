/**
 * The code of the pages a press on home leads to: /payment (its amount field, in its chunk,
 * brings the whole chunk), and 'Tus pagos' with a payment's detail. The router's lazy pages and
 * the pages ahead (pagesAhead.ts) load it through these same functions: one chunk each.
 */
export const loadAmountForm = () =>
  import(/* webpackChunkName: "payment" */ '../features/payment/amount/AmountForm');

export const loadPaymentsHistoryPage = () =>
  import(/* webpackChunkName: "payments" */ '../features/payment/receipts/PaymentsHistoryPage');

export const loadPaymentDetailPage = () =>
  import(/* webpackChunkName: "payments" */ '../features/payment/receipts/PaymentDetailPage');

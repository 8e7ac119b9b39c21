/**
 * The code of the signed-in pages. The router's lazy pages, the sign-in's head start
 * (signInAhead.ts: the shell and home) and the pages ahead (pagesAhead.ts: the others) load it
 * through these same functions, so that each is one chunk, downloaded once.
 */
export const loadSignedInShell = () =>
  import(/* webpackChunkName: "shell", webpackPrefetch: true */ './SignedInShell');

export const loadHomePage = () =>
  import(/* webpackChunkName: "home", webpackPrefetch: true */ '../features/account/HomePage');

/**
 * The pages a press on home leads to: /payment (its amount field, in its chunk, brings the
 * whole chunk), and 'Tus pagos' with a payment's detail.
 */
export const loadAmountForm = () =>
  import(/* webpackChunkName: "payment" */ '../features/payment/amount/AmountForm');

export const loadPaymentsHistoryPage = () =>
  import(/* webpackChunkName: "payments" */ '../features/payment/receipts/PaymentsHistoryPage');

export const loadPaymentDetailPage = () =>
  import(/* webpackChunkName: "payments" */ '../features/payment/receipts/PaymentDetailPage');

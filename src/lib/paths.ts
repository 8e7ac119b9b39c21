import { centsToDecimal, type Cents } from './money';

/** Every route path of the product (spec section 2), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  payment: '/payment',
  paymentFrame: '/payment/frame',
  paymentSuccess: '/payment/success',
  paymentError: '/payment/error',
  payments: '/payments',
  paymentDetail: '/payments/:id',
  notFound: '/404',
} as const;

/**
 * Pages that run inside the payment popup: they share the opener's storage and must never end
 * its session. (scripts/security-headers.ts lists them too, for the server's headers.)
 */
export const popupPaths: readonly string[] = [
  paths.paymentFrame,
  paths.paymentSuccess,
  paths.paymentError,
];

/** A path of the popup's pages, with or without its trailing slash (as a server may serve it). */
export function isPopupPath(pathname: string): boolean {
  return popupPaths.includes(pathname.replace(/(.)\/$/, '$1'));
}

/** /payment pre-filled with an amount (the URL's edge for money: a plain decimal). */
export function paymentPath(amount: Cents): string {
  return `${paths.payment}?${new URLSearchParams({ amount: centsToDecimal(amount) }).toString()}`;
}

/** A payment's detail, by the provider's id. */
export function paymentDetailPath(id: string): string {
  return `${paths.payments}/${encodeURIComponent(id)}`;
}

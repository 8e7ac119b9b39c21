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

/**
 * A path of the popup's pages, with or without its trailing slash, encoded or not
 * ('/payment/fr%61me'): as the servers and the router read it.
 */
export function isPopupPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // a malformed escape: no server serves it as a page
  }
  return popupPaths.includes(decoded.replace(/(.)\/$/, '$1'));
}

/** The app's own pages (not the popup's, not a 404), with or without a trailing slash. */
const APP_PAGES: readonly string[] = [paths.home, paths.login, paths.payment, paths.payments];

/** Whether `pathname` (still encoded) is one of the app's own pages: a route, not a 404. */
export function isAppPagePath(pathname: string): boolean {
  return APP_PAGES.includes(pathname.replace(/(.)\/$/, '$1')) || paramRouteOf(pathname) !== null;
}

/** /payment pre-filled with an amount (the URL's edge for money: a plain decimal). */
export function paymentPath(amount: Cents): string {
  return `${paths.payment}?${new URLSearchParams({ amount: centsToDecimal(amount) }).toString()}`;
}

/** A payment's detail, by the provider's id. */
export function paymentDetailPath(id: string): string {
  return `${paths.payments}/${encodeURIComponent(id)}`;
}

/** The routes with a parameter ('/payments/:id'), each parameter one segment of any text. */
const PARAM_ROUTES = Object.values(paths)
  .filter((route) => route.includes('/:'))
  .map((route) => ({ route, pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}/?$`) }));

/**
 * The route with a parameter a path (as the address bar has it, still encoded) is of:
 * '/payments/OP.123' is '/payments/:id'. Null for a path of any other route. Analytics gets
 * the route instead of the path; scripts/serve.ts answers such a path with the app.
 */
export function paramRouteOf(pathname: string): string | null {
  return PARAM_ROUTES.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

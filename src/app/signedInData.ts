import { accountApi } from '../services/accountApi';
import { meApi } from '../services/meApi';
import { loadHomePage, loadSignedInShell } from './signedInPages';
import type { AppDispatch } from './storeTypes';

/**
 * What the sign-in (startup/6-signing-in.ts) loads while the login is away. The calls are asked
 * with no subscriber: the pages that mount a moment later subscribe to the same calls (one
 * request each); an answer no page took is dropped after RTK Query's keepUnusedDataFor.
 */

/** The code of the shell and of home, downloaded and run now (a failure is met again by the route). */
export function preloadSignedInPages(): void {
  for (const load of [loadSignedInShell, loadHomePage]) load().catch(() => undefined);
}

/** account/: the figures. */
export function askAccount(dispatch: AppDispatch): void {
  dispatch(accountApi.util.prefetch('getAccount', undefined, {}));
}

/** payments/ and me/: the last payments and the cardholder's name. */
export function askPaymentsAndMe(dispatch: AppDispatch): void {
  dispatch(accountApi.util.prefetch('getPayments', undefined, {}));
  dispatch(meApi.util.prefetch('getMe', undefined, {}));
}

import { nextTask } from '../lib/next-task';
import { accountApi } from '../services/accountApi';
import { meApi } from '../services/meApi';
import { loadHomePage, loadSignedInShell } from './signedInPages';
import type { AppDispatch } from './storeTypes';

/** The code of the shell and of home, downloaded and run now (a failure is met again by the route). */
export function preloadSignedInPages(): void {
  for (const load of [loadSignedInShell, loadHomePage]) load().catch(() => undefined);
}

/**
 * The answers every signed-in page starts from (figures, last payments, the name), asked with
 * no subscriber: the pages that mount a moment later subscribe to the same calls (one request
 * each); an answer no page took is dropped after RTK Query's keepUnusedDataFor.
 */
export function askSignedInData(dispatch: AppDispatch): void {
  dispatch(accountApi.util.prefetch('getAccount', undefined, {}));
  // The figures' call leaves first, alone in its task: its answer then comes first and is drawn
  // on its own, while the rows' and the name's (asked before it answers) are still on their way.
  void nextTask().then(() => {
    dispatch(accountApi.util.prefetch('getPayments', undefined, {}));
    dispatch(meApi.util.prefetch('getMe', undefined, {}));
  });
}

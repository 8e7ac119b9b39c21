import { authApi } from '../features/auth/authApi';
import { nextTask } from '../lib/next-task';
import { signedIn } from '../services/events';
import type { askSignedInData } from './signedInData';
import type { AppStartListening } from './storeTypes';

/** Once its code has arrived (during the login, see below): the calls then leave at the answer. */
let askSignedInDataNow: typeof askSignedInData | null = null;

/** Not part of /login's first press: the calls' readers (with moment) and the preloads. */
const loadSignedInData = () =>
  import(/* webpackChunkName: "signed-in-data", webpackPrefetch: true */ './signedInData').then(
    (data) => {
      askSignedInDataNow = data.askSignedInData;
      return data;
    },
  );

/**
 * Step 7, signed in ahead: after INGRESAR the cardholder waits for the network alone. During the
 * login the code of the shell, home and their calls arrives; the moment it answers, account/
 * is asked (payments/ and me/ a task later), before React renders the shell and home.
 */
export function registerSignInAhead(startListening: AppStartListening): void {
  startListening({
    matcher: authApi.endpoints.login.matchPending,
    // The next task: the login leaves first. This chunk, the shell and home are usually in the
    // HTTP cache (prefetched with the app), so they run before the login answers.
    // A failure is met again by the page.
    effect: () =>
      nextTask()
        .then(loadSignedInData)
        .then((data) => data.preloadSignedInPages())
        .catch(() => undefined),
  });

  // signedIn is batched (services/events.ts): with the code here the calls leave before React
  // hears of the session; a dynamic import, even of a loaded module, answers after that render.
  startListening({
    actionCreator: signedIn,
    effect: (_action, { dispatch }) => {
      if (askSignedInDataNow) return askSignedInDataNow(dispatch);
      return loadSignedInData()
        .then((data) => data.askSignedInData(dispatch))
        .catch(() => undefined);
    },
  });
}

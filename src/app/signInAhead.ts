import { authApi } from '../features/auth/authApi';
import { nextTask } from '../lib/next-task';
import { signedIn } from '../services/events';
import type { askSignedInData } from './signedInData';
import type { AppStartListening } from './storeTypes';

/** Once its code has arrived (during the login, see below): the calls then leave in the same task. */
let askSignedInDataNow: typeof askSignedInData | null = null;

/** Not part of /login's first press: the calls' readers (with moment) and the preloads. */
const loadSignedInData = () =>
  import(/* webpackChunkName: "signed-in-data" */ './signedInData').then((data) => {
    askSignedInDataNow = data.askSignedInData;
    return data;
  });

/**
 * What the cardholder waits for after INGRESAR is the network: the login's answer, then the
 * figures'. Nothing else is added to that wait. While `POST auth/login/` is under way, the code
 * of the shell, of home and of the calls home makes is downloaded (and run as it arrives); the
 * moment the login answers, account/, payments/ and me/ are asked, together, before the route
 * changes and React renders the shell and home (which then subscribe to those same calls).
 */
export function registerSignInAhead(startListening: AppStartListening): void {
  startListening({
    matcher: authApi.endpoints.login.matchPending,
    // The press's own answer ('Cargando...') is painted before the login is sent (useLogin),
    // and the login leaves (in this dispatch's microtasks) before this code is asked for (the
    // next task): in the HTTP cache already (webpack's prefetch), it never runs before them.
    // A failure here is met again, and said, by the page that needs the code.
    effect: () =>
      nextTask()
        .then(loadSignedInData)
        .then((data) => data.preloadSignedInPages())
        .catch(() => undefined),
  });

  // signedIn is batched (services/events.ts): when its code is here, the calls start before
  // React hears of the session, and so leave before the route changes; a dynamic import, even
  // of a module already loaded, would answer only after that render.
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

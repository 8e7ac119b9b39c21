import { loadHomePage, loadSignedInShell } from '../app/signedInPages';
import type { AppDispatch } from '../app/storeTypes';
import { authApi } from '../features/auth/authApi';
import type { LoginOutcome } from '../features/auth/useLogin';
import { afterNextPaintWithin, nextTask } from '../lib/next-task';
import { signedIn, tokenReceived } from '../services/events';
import type { accountApi } from '../services/accountApi';
import type { meApi } from '../services/meApi';
import type { LoginRequest } from '../services/provider';

/**
 * The calls' readers (with moment), not part of /login's first press: one chunk, fetched ahead
 * once the app has arrived (3-app-loaded.ts), asked at high priority (the browser would queue a
 * low one behind its prefetches, even from its cache). Asked with no subscriber, the calls'
 * answers wait for home and the shell, which subscribe to the same calls (one request each).
 */
type CallsCode = [{ accountApi: typeof accountApi }, { meApi: typeof meApi }];

/** Once it has arrived (during the login, see below): the calls then leave at the answer. */
let callsCode: CallsCode | null = null;

const loadCallsCode = (): Promise<CallsCode> =>
  Promise.all([
    import(
      /* webpackChunkName: "signed-in-data", webpackFetchPriority: "high" */ '../services/accountApi'
    ),
    import(
      /* webpackChunkName: "signed-in-data", webpackFetchPriority: "high" */ '../services/meApi'
    ),
  ]).then((code) => {
    callsCode = code;
    // The shell's and home's code, run now (a failure is met again by the route).
    for (const load of [loadSignedInShell, loadHomePage]) load().catch(() => undefined);
    return code;
  });

/** account/: the figures. */
function askAccount([{ accountApi }]: CallsCode, dispatch: AppDispatch): void {
  dispatch(accountApi.util.prefetch('getAccount', undefined, {}));
}

/** payments/ and me/: the last payments and the cardholder's name. */
function askPaymentsAndMe([{ accountApi }, { meApi }]: CallsCode, dispatch: AppDispatch): void {
  dispatch(accountApi.util.prefetch('getPayments', undefined, {}));
  dispatch(meApi.util.prefetch('getMe', undefined, {}));
}

/**
 * Step 5, INGRESAR to the figures, in the order the cardholder waits on it: each line a step,
 * each `await` a boundary the order needs. The cardholder waits for the network alone, and the
 * figures come first ('the sign-in, in order' in __tests__/features/auth/login.test.tsx).
 */
export const signIn =
  (values: LoginRequest) =>
  async (dispatch: AppDispatch): Promise<LoginOutcome> => {
    // 'Cargando...' is on screen first: the press answers within a frame (a hidden tab paints none).
    await afterNextPaintWithin(100);
    const login = dispatch(authApi.endpoints.login.initiate(values));
    // While the login is away, a task after it has left: the calls' code, then the shell's and
    // home's, usually from the HTTP cache (fetched ahead). A failure is met by the route.
    const code = nextTask()
      .then(loadCallsCode)
      .catch(() => null);
    const answer = await login;
    // Nothing on screen reads the mutation's cache entry: it goes with the answer.
    login.reset();
    if ('error' in answer) return { error: answer.error };

    // The token: the calls carry it, /login stays on screen.
    dispatch(tokenReceived({ token: answer.data.token, dni: values.dni }));
    // account/ alone in its task: its answer comes first and is drawn on its own.
    const calls = callsCode;
    if (calls) askAccount(calls, dispatch);
    await nextTask();
    if (calls) askPaymentsAndMe(calls, dispatch);
    // The route: RequireSignedOut (features/auth/guards.tsx) takes the cardholder home, or to
    // the page the last session ended on; home's shell waits for the whole stylesheet (step 6).
    dispatch(signedIn());
    // Code still on its way is not waited for: its calls leave as it comes (the shell, and
    // home in it, may be waiting for the whole stylesheet).
    if (!calls) {
      void code.then((late) => {
        if (!late) return;
        askAccount(late, dispatch);
        askPaymentsAndMe(late, dispatch);
      });
    }
    return {};
  };

import { authApi } from '../features/auth/authApi';
import type { LoginOutcome } from '../features/auth/useLogin';
import type { AppDispatch } from '../app/storeTypes';
import { afterNextPaintWithin, nextTask } from '../lib/next-task';
import { signedIn, tokenReceived } from '../services/events';
import type { LoginRequest } from '../services/provider';

/** The calls the sign-in asks, from code that is not part of /login's first press. */
interface SignedInCalls {
  askAccount: (dispatch: AppDispatch) => void;
  askPaymentsAndMe: (dispatch: AppDispatch) => void;
}

/** Once it has arrived (during the login, see below): the calls then leave at the answer. */
let signedInCode: SignedInCalls | null = null;

/**
 * Not part of /login's first press: the calls' readers (with moment), the shell and home.
 * Fetched ahead once the app has arrived (3-app-loaded.ts): the calls wait for it.
 */
const loadSignedInCode = (): Promise<SignedInCalls> =>
  import(/* webpackChunkName: "signed-in-data" */ '../app/signedInData').then(
    ({ askAccount, askPaymentsAndMe, preloadSignedInPages }) => {
      signedInCode = { askAccount, askPaymentsAndMe };
      preloadSignedInPages();
      return signedInCode;
    },
  );

/**
 * Step 6, INGRESAR to the figures, in the order the cardholder waits on it: each line a step,
 * each `await` a boundary the order needs. The cardholder waits for the network alone, and the
 * figures come first ('the sign-in, in order' in __tests__/features/auth/login.test.tsx).
 */
export const signIn =
  (values: LoginRequest) =>
  async (dispatch: AppDispatch): Promise<LoginOutcome> => {
    // 'Cargando...' is on screen first: the press answers within a frame (a hidden tab paints none).
    await afterNextPaintWithin(100);
    const login = dispatch(authApi.endpoints.login.initiate(values));
    // While the login is away, a task after it has left: the code of the calls, the shell and
    // home, usually from the HTTP cache (fetched ahead). A failure is met by the route.
    const code = nextTask()
      .then(loadSignedInCode)
      .catch(() => null);
    const answer = await login;
    // Nothing on screen reads the mutation's cache entry: it goes with the answer.
    login.reset();
    if ('error' in answer) return { error: answer.error };

    // The token: the calls carry it, /login stays on screen.
    dispatch(tokenReceived({ token: answer.data.token, dni: values.dni }));
    // account/ alone in its task: its answer comes first and is drawn on its own.
    const calls = signedInCode;
    calls?.askAccount(dispatch);
    await nextTask();
    calls?.askPaymentsAndMe(dispatch);
    // The route: RequireSignedOut (features/auth/guards.tsx) takes the cardholder home, or to
    // the page the last session ended on.
    dispatch(signedIn());
    // Code still on its way is not waited for: its calls leave as it comes (the shell, and
    // home in it, may be waiting for the whole stylesheet).
    if (!calls) {
      void code.then((late) => {
        late?.askAccount(dispatch);
        late?.askPaymentsAndMe(dispatch);
      });
    }
    return {};
  };

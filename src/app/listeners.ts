import { registerSessionListeners } from '../features/auth/sessionListeners';
import { registerPaymentListeners } from '../features/payment/follow-up/paymentListeners';
import { logoutRequested } from '../features/shell/shellSlice';
import { locationChanged, sessionEnded } from '../services/events';
import { registerSignInAhead } from './signInAhead';
import type { AppStartListening } from './storeTypes';

export function registerListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: locationChanged,
    effect: ({ payload }, { extra }) => extra.analytics.pageView(payload.pathname),
  });

  // 'Cerrar sesión' in the shell ends the session; the spec shows no logout call, so none is made.
  startListening({
    actionCreator: logoutRequested,
    effect: (_action, { dispatch }) => {
      dispatch(sessionEnded({ reason: 'logout' }));
    },
  });

  // First: at signedIn, the session's calls are started before any other effect dispatches
  // an action that React hears at once (the session's flush to storage does).
  registerSignInAhead(startListening);
  registerSessionListeners(startListening);
  registerPaymentListeners(startListening);
}

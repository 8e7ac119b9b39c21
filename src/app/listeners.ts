import { registerSessionListeners } from '../features/auth/sessionListeners';
import { registerPaymentListeners } from '../features/payment/follow-up/paymentListeners';
import { logoutRequested } from '../features/shell/shellSlice';
import { analyticsPath } from '../lib/analytics';
import { locationChanged, sessionEnded } from '../services/events';
import type { AppStartListening } from './storeTypes';

export function registerListeners(startListening: AppStartListening): void {
  // A page view per route change: a route with a parameter as its template ('/payments/:id'),
  // so that a payment's id never reaches analytics.
  startListening({
    actionCreator: locationChanged,
    effect: ({ payload: { pathname } }, { extra }) =>
      extra.analytics.pageView(analyticsPath(pathname)),
  });

  // 'Cerrar sesión' in the shell ends the session; the spec shows no logout call, so none is made.
  startListening({
    actionCreator: logoutRequested,
    effect: (_action, { dispatch }) => {
      dispatch(sessionEnded({ reason: 'logout' }));
    },
  });

  registerSessionListeners(startListening);
  registerPaymentListeners(startListening);
}

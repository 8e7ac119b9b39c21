import type { Analytics } from '../lib/analytics';
import { registerSessionListeners } from '../features/auth/sessionListeners';
import { logoutRequested } from '../features/shell/shellSlice';
import { locationChanged, sessionEnded } from './events';
import type { AppStartListening } from './store';

/** What listeners get besides the store: injected so that tests can watch it. */
export interface ListenerExtra {
  analytics: Analytics;
  /** Writes pending persisted state now, so that what is removed after stays removed. */
  flushPersistedState: () => Promise<unknown>;
}

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

  registerSessionListeners(startListening);
}

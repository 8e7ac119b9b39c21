import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { silentAnalytics, type Analytics } from '../lib/analytics';
import { api, DEFAULT_PROVIDER_OPTIONS, type ProviderOptions } from '../services/api';
import { sessionEnded } from '../services/events';
import { readLastActivity } from '../services/session/activity';
import { isPastIdleLimit } from '../services/session/idle';
import { selectIsSignedIn } from '../services/session/sessionSlice';
import { registerListeners } from './listeners';
import { persistStore, readPersistedState } from './persistence';
import { rootReducer } from './rootReducer';
import type { AppStartListening, ListenerExtra, RootState, StartingState } from './storeTypes';

export type { RootState, StartingState } from './storeTypes';

interface MakeStoreOptions {
  /** What the store starts with; by default, what local storage holds. */
  preloadedState?: StartingState;
  analytics?: Analytics;
  /** How the provider API behaves (its retry delays): tests make them short. */
  provider?: ProviderOptions;
  /**
   * The tab owns what it stored: it writes its changes, and a session read from storage,
   * unused for longer than the idle limit, ends at once. The payment popup only reads.
   */
  ownsStorage?: boolean;
}

/**
 * Redux Toolkit's development-only checks: their "took N ms" warning is noise on a loaded
 * machine, where tests fail on any console output.
 */
const developmentChecks =
  process.env.NODE_ENV === 'production'
    ? {}
    : { serializableCheck: { warnAfter: 4000 }, immutableCheck: { warnAfter: 4000 } };

/** A fresh store (with its persistor) for the app, and one per test. */
export function makeStore({
  preloadedState,
  analytics = silentAnalytics,
  provider = DEFAULT_PROVIDER_OPTIONS,
  ownsStorage = true,
}: MakeStoreOptions = {}) {
  const fromStorage = preloadedState === undefined;
  const extra: ListenerExtra = {
    analytics,
    flushPersistedState: () => Promise.resolve(),
    purgePersistedState: () => Promise.resolve(),
  };
  const listenerMiddleware = createListenerMiddleware({ extra });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: (preloadedState ?? readPersistedState()) as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The provider API reads its options from the thunks' extra argument.
        thunk: { extraArgument: provider },
        ...developmentChecks,
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });

  const persistor = persistStore(store, { paused: !ownsStorage });
  extra.flushPersistedState = () => persistor.flush();
  extra.purgePersistedState = () => persistor.purge();
  registerListeners(listenerMiddleware.startListening as AppStartListening);
  // RTK Query's focus and connection (the payment follow-up polls only while the page is shown).
  setupListeners(store.dispatch);
  const signedIn = selectIsSignedIn(store.getState());
  if (fromStorage && ownsStorage && signedIn && isPastIdleLimit(readLastActivity(), Date.now())) {
    store.dispatch(sessionEnded({ reason: 'idle' }));
  }
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];

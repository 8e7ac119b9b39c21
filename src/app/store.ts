import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { silentAnalytics, type Analytics } from '../lib/analytics';
import { api, DEFAULT_PROVIDER_OPTIONS, type ProviderOptions } from '../services/api';
import { sessionEnded } from '../services/events';
import { readLastActivity } from '../services/session/activity';
import { isPastIdleLimit } from '../services/session/idle';
import { selectIsSignedIn } from '../services/session/sessionSlice';
import { registerListeners } from './listeners';
import { readPersistedState } from './persistence';
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
   * A session read from storage, unused on every tab for longer than the idle limit, ends at
   * once (for inactivity), before any page shows figures. Never in the payment popup, which
   * only reads the opener's storage and must not end its session.
   */
  endsIdleSession?: boolean;
}

/**
 * Redux Toolkit's development-only checks (a production build has none, nor this setup):
 * redux-persist's own actions carry functions; everything else must be serializable. Their
 * "took N ms" warning is noise on a loaded machine, where tests fail on any console output.
 */
const developmentChecks =
  process.env.NODE_ENV === 'production'
    ? {}
    : {
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 4000,
        },
        immutableCheck: { warnAfter: 4000 },
      };

/** A fresh store (with its persistor) for the app, and one per test. */
export function makeStore({
  preloadedState,
  analytics = silentAnalytics,
  provider = DEFAULT_PROVIDER_OPTIONS,
  endsIdleSession = true,
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
    // redux-persist adds its mark to the persisted slices on its first action.
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

  let endedAtStart = false;
  // Once redux-persist has set itself up (its rehydration writes the slices back), a session
  // ended at start leaves nothing behind in storage.
  const persistor: Persistor = persistStore(store, undefined, () => {
    if (endedAtStart) void persistor.flush().then(() => persistor.purge());
  });
  extra.flushPersistedState = () => persistor.flush();
  extra.purgePersistedState = () => persistor.purge();
  registerListeners(listenerMiddleware.startListening as AppStartListening);
  // RTK Query's focus and connection (the payment follow-up polls only while the page is shown).
  setupListeners(store.dispatch);
  const signedIn = selectIsSignedIn(store.getState());
  if (
    fromStorage &&
    endsIdleSession &&
    signedIn &&
    isPastIdleLimit(readLastActivity(), Date.now())
  ) {
    endedAtStart = true;
    store.dispatch(sessionEnded({ reason: 'idle' }));
  }
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];

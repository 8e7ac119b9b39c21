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
import { makeRootReducer } from './rootReducer';
import type { AppDispatch, ListenerExtra, RootState, StartingState } from './storeTypes';

export type { RootState, StartingState } from './storeTypes';

interface MakeStoreOptions {
  /** What the store starts with before redux-persist reads local storage back over it. */
  preloadedState?: StartingState;
  analytics?: Analytics;
  /** How the provider API behaves (its retry delays): tests make them short. */
  provider?: ProviderOptions;
  /**
   * A session read back from storage, unused on every tab for longer than the idle limit, ends
   * at once (for inactivity), before any page shows figures. Never in the payment popup, which
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

/**
 * A fresh store for the app, and one per test: its persistor, and `rehydrated`, which resolves
 * once redux-persist has read local storage back into it (the app renders after that).
 */
export function makeStore({
  preloadedState,
  analytics = silentAnalytics,
  provider = DEFAULT_PROVIDER_OPTIONS,
  endsIdleSession = true,
}: MakeStoreOptions = {}) {
  const extra: ListenerExtra = {
    analytics,
    flushPersistedState: () => Promise.resolve(),
    purgePersistedState: () => Promise.resolve(),
  };
  const listenerMiddleware = createListenerMiddleware({ extra });

  const store = configureStore({
    reducer: makeRootReducer(),
    // redux-persist adds its mark to the persisted slices on its first action.
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The provider API reads its options from the thunks' extra argument.
        thunk: { extraArgument: provider },
        ...developmentChecks,
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });

  registerListeners(
    listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ListenerExtra>(),
  );
  // RTK Query's focus and connection (the payment follow-up polls only while the page is shown).
  setupListeners(store.dispatch);
  let readBack = () => {};
  const rehydrated = new Promise<void>((resolve) => (readBack = resolve));
  const persistor: Persistor = persistStore(store, undefined, () => {
    const signedIn = selectIsSignedIn(store.getState());
    const fromStorage = preloadedState === undefined;
    if (
      fromStorage &&
      endsIdleSession &&
      signedIn &&
      isPastIdleLimit(readLastActivity(), Date.now())
    )
      store.dispatch(sessionEnded({ reason: 'idle' }));
    readBack();
  });
  extra.flushPersistedState = () => persistor.flush();
  extra.purgePersistedState = () => persistor.purge();
  return { store, persistor, rehydrated };
}

export type AppStore = ReturnType<typeof makeStore>['store'];

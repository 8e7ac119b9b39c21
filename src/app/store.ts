import {
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
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
import { registerListeners, type ListenerExtra } from './listeners';
import {
  availableLocalStorage,
  readStoredItem,
  readStoredSlice,
  type RestoreSlice,
} from './persistence';
import { dynamicMiddleware, persistedSlices, rootReducer, type RootState } from './rootReducer';

export type { RootState } from './rootReducer';

/**
 * What a reload finds in local storage, read synchronously: the first render already knows
 * the session. Anything missing, corrupted, hand-edited or unreadable starts afresh.
 */
export function readPersistedState(storage = availableLocalStorage()): Partial<RootState> {
  const state: Record<string, unknown> = {};
  for (const [slice, { key, restore }] of Object.entries(persistedSlices)) {
    const restored = readStoredSlice(
      readStoredItem(storage, key),
      restore as RestoreSlice<unknown>,
    );
    if (restored) state[slice] = restored;
  }
  return state as Partial<RootState>;
}

interface MakeStoreOptions {
  /** What the store starts with; by default, what local storage holds. */
  preloadedState?: Partial<RootState>;
  analytics?: Analytics;
}

/** A fresh store (with its persistor) for the app, and one per test. */
export function makeStore({
  preloadedState = readPersistedState(),
  analytics,
}: MakeStoreOptions = {}) {
  const extra: ListenerExtra = {
    analytics: analytics ?? silentAnalytics,
    flushPersistedState: () => Promise.resolve(),
  };
  const listenerMiddleware = createListenerMiddleware({ extra });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; everything else must be serializable.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // Development-only checks: on a loaded machine their "took Nms" warning is noise.
          warnAfter: 250,
        },
        immutableCheck: { warnAfter: 250 },
      })
        .prepend(listenerMiddleware.middleware)
        // The provider API's middleware joins here when its code arrives (src/services/api.ts).
        .concat(dynamicMiddleware.middleware),
  });

  const persistor: Persistor = persistStore(store);
  extra.flushPersistedState = () => persistor.flush();
  registerListeners(listenerMiddleware.startListening as AppStartListening);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;

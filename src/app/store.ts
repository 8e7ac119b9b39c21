import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import type { Reducer } from 'redux';
import { api } from '../services/api';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { silentAnalytics, type Analytics } from '../lib/analytics';
import { credentialsSlice, restoreCredentials } from '../features/auth/credentialsSlice';
import { paymentSlice, restorePayment } from '../features/payment/paymentSlice';
import { restoreUserData, userDataSlice } from '../features/shell/userDataSlice';
import { shellSlice } from '../features/shell/shellSlice';
import { registerListeners, type ListenerExtra } from './listeners';
import {
  availableLocalStorage,
  forgivingLocalStorage,
  PERSISTED_VERSION,
  persistMigrate,
  readStoredItem,
  readStoredSlice,
  type RestoreSlice,
} from './persistence';

/** The persisted slices: their local storage key (the spec's own) and their check of it. */
const persistedSlices = {
  credentials: { key: STORAGE_KEYS.credentials, restore: restoreCredentials },
  payment: { key: STORAGE_KEYS.payment, restore: restorePayment },
  userData: { key: STORAGE_KEYS.userData, restore: restoreUserData },
} as const;

/** Local storage under the spec's keys ('api', 'payment', 'user-data'), no prefix added. */
function persisted<S>(key: string, reducer: Reducer<S>, restore: RestoreSlice<S>) {
  return persistReducer(
    {
      key,
      keyPrefix: '',
      storage: forgivingLocalStorage,
      version: PERSISTED_VERSION,
      migrate: persistMigrate(restore),
    },
    reducer,
  );
}

const { credentials, payment, userData } = persistedSlices;
const rootReducer = combineReducers({
  // The API cache is never persisted: server data is fetched again after a reload.
  [api.reducerPath]: api.reducer,
  credentials: persisted(credentials.key, credentialsSlice.reducer, credentials.restore),
  payment: persisted(payment.key, paymentSlice.reducer, payment.restore),
  userData: persisted(userData.key, userDataSlice.reducer, userData.restore),
  shell: shellSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
        .concat(api.middleware),
  });

  const persistor: Persistor = persistStore(store);
  extra.flushPersistedState = () => persistor.flush();
  registerListeners(listenerMiddleware.startListening as AppStartListening);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

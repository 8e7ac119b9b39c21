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
import storage from 'redux-persist/lib/storage';
import { api } from '../services/api';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { silentAnalytics, type Analytics } from '../lib/analytics';
import { credentialsSlice } from '../features/auth/credentialsSlice';
import { paymentSlice } from '../features/payment/paymentSlice';
import { userDataSlice } from '../features/shell/userDataSlice';
import { shellSlice } from '../features/shell/shellSlice';
import { registerListeners, type ListenerExtra } from './listeners';

/** Local storage under the spec's own keys ('api', 'payment', 'user-data'), no prefix added. */
function persisted<S>(key: string, reducer: Reducer<S>) {
  return persistReducer({ key, keyPrefix: '', storage, version: 1 }, reducer);
}

const rootReducer = combineReducers({
  // The API cache is never persisted: server data is fetched again after a reload.
  [api.reducerPath]: api.reducer,
  credentials: persisted(STORAGE_KEYS.credentials, credentialsSlice.reducer),
  payment: persisted(STORAGE_KEYS.payment, paymentSlice.reducer),
  userData: persisted(STORAGE_KEYS.userData, userDataSlice.reducer),
  shell: shellSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  analytics?: Analytics;
}

/** A fresh store (with its persistor) for the app, and one per test. */
export function makeStore({ preloadedState, analytics }: MakeStoreOptions = {}) {
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
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
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

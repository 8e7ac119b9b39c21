import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { Reducer } from 'redux';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { credentialsSlice, restoreCredentials } from '../features/auth/credentialsSlice';
import { sessionEndSlice } from '../features/auth/sessionEndSlice';
import { paymentSlice, restorePayment } from '../features/payment/paymentSlice';
import { restoreUserData, userDataSlice } from '../features/shell/userDataSlice';
import { shellSlice } from '../features/shell/shellSlice';
import {
  forgivingLocalStorage,
  PERSISTED_VERSION,
  persistMigrate,
  type RestoreSlice,
} from './persistence';

/** The persisted slices: their local storage key (the spec's own) and their check of it. */
export const persistedSlices = {
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

/** Where the provider API (RTK Query, src/services/api.ts) keeps its cache in the state. */
export const PROVIDER_API_PATH = 'provider';

/**
 * Slices whose code arrives after the store is made: the provider API (RTK Query and its
 * endpoints) is not on /login's first paint. Its module adds itself to this interface and to
 * the reducer below (`rootReducer.inject`), as Redux Toolkit's code-splitting guide shows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const { credentials, payment, userData } = persistedSlices;
export const rootReducer = combineSlices({
  credentials: persisted(credentials.key, credentialsSlice.reducer, credentials.restore),
  payment: persisted(payment.key, paymentSlice.reducer, payment.restore),
  userData: persisted(userData.key, userDataSlice.reducer, userData.restore),
  shell: shellSlice.reducer,
  sessionEnd: sessionEndSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Middleware added when its code arrives (the provider API's). One instance for every store:
 * it applies what was added to each store separately.
 */
export const dynamicMiddleware = createDynamicMiddleware();

import type { Reducer } from 'redux';
import { persistReducer } from 'redux-persist';
import { paymentSlice } from '../features/payment/paymentSlice';
import { restorePayment } from '../features/payment/storedPayment';
import { restoreUserData, userDataSlice } from '../services/userData';
import { restoreSession, sessionSlice } from '../services/session/sessionSlice';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  availableLocalStorage,
  forgivingLocalStorage,
  PERSISTED_VERSION,
  readStoredItem,
  readStoredSlice,
  type RestoreSlice,
} from '../lib/stored-slice';

/**
 * The slices kept in local storage, as redux-persist writes them: under each key a JSON
 * object whose fields are themselves JSON, plus `_persist: { version }`.
 *
 * This module is persistence's one owner (the stored format itself, its version and its
 * migrations are read by src/lib/stored-slice.ts, which the other tabs' followers use too). The store is made from one synchronous read of
 * storage (`readPersistedState`), so that the first render (and the hydration of the
 * prerendered /login) already knows whether there is a session; redux-persist then only
 * writes (it never reads storage back) and removes (`persistor.purge()`).
 */

/**
 * A slice kept in local storage: its key (the spec's own), its reducer, its check of what is
 * read, and which of its fields are written (all of them when not said).
 */
interface PersistedSlice<S> {
  key: string;
  reducer: Reducer<S>;
  restore: RestoreSlice<S>;
  fields?: string[];
}

function persistedSlice<S>(
  key: string,
  reducer: Reducer<S>,
  restore: RestoreSlice<S>,
  fields?: string[],
) {
  return { key, reducer, restore, fields } satisfies PersistedSlice<S>;
}

/** The one list of persisted slices (spec section 9: 'api', 'payment', 'user-data'). */
export const persistedSlices = {
  // Of the session, only its token (spec section 3, "Credentials"): why and where it ended
  // are about this tab's visit.
  session: persistedSlice(STORAGE_KEYS.credentials, sessionSlice.reducer, restoreSession, [
    'token',
  ]),
  payment: persistedSlice(STORAGE_KEYS.payment, paymentSlice.reducer, restorePayment),
  userData: persistedSlice(STORAGE_KEYS.userData, userDataSlice.reducer, restoreUserData),
};

type PersistedSlices = typeof persistedSlices;
export type PersistedSliceStates = {
  [Name in keyof PersistedSlices]: ReturnType<PersistedSlices[Name]['restore']>;
};

/** A slice's reducer that redux-persist writes under the slice's key, with no prefix added. */
export function persisted<S>({ key, reducer, fields }: PersistedSlice<S>) {
  return persistReducer(
    {
      key,
      keyPrefix: '',
      whitelist: fields,
      storage: forgivingLocalStorage,
      version: PERSISTED_VERSION,
      // The store was made from storage already (readPersistedState): nothing is read again.
      getStoredState: () => Promise.resolve(undefined),
    },
    reducer,
  );
}

/**
 * What a reload finds in local storage, read synchronously: the store starts from it. Anything
 * missing, corrupted, hand-edited or unreadable starts afresh.
 */
export function readPersistedState(
  storage = availableLocalStorage(),
): Partial<PersistedSliceStates> {
  const state: Partial<Record<keyof PersistedSlices, unknown>> = {};
  for (const [name, { key, restore }] of Object.entries(persistedSlices)) {
    const restored = readStoredSlice(
      readStoredItem(storage, key),
      restore as RestoreSlice<unknown>,
    );
    if (restored) state[name as keyof PersistedSlices] = restored;
  }
  return state as Partial<PersistedSliceStates>;
}

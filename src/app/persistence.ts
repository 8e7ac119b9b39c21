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
 * Persistence's one owner: redux-persist writes and purges each slice under its spec key. The
 * store starts from one synchronous read (`readPersistedState`): the first render and /login's
 * hydration decide on the session, and redux-persist reads storage back only after a render.
 */

/** A slice kept under its spec key: its reducer, its check of what is read, the fields written. */
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

/** The one list of persisted slices (the spec's 'api', 'payment' and 'user-data'). */
export const persistedSlices = {
  // Of the session, only its token (the spec's "Credentials"): why it ended is this tab's.
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

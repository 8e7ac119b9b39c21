import type { Reducer } from 'redux';
import { persistReducer, type PersistedState } from 'redux-persist';
import { paymentSlice } from '../features/payment/paymentSlice';
import { restorePayment } from '../features/payment/storedPayment';
import { restoreUserData, userDataSlice } from '../services/userData';
import { restoreSession, sessionSlice } from '../services/session/sessionSlice';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  forgivingLocalStorage,
  PERSISTED_VERSION,
  restoreStored,
  type RestoreSlice,
} from '../lib/stored-slice';

/**
 * Persistence's one owner: redux-persist reads back, writes and purges each slice under its
 * spec key. Storage is local, so its read-back takes a few microtasks: the app renders after it.
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

/** A slice's reducer that redux-persist keeps under the slice's key, with no prefix added. */
export function persisted<S>({ key, reducer, restore, fields }: PersistedSlice<S>) {
  return persistReducer(
    {
      key,
      keyPrefix: '',
      whitelist: fields,
      storage: forgivingLocalStorage,
      version: PERSISTED_VERSION,
      // What was stored, brought to this version and checked by the slice; unusable: afresh.
      migrate: (stored) => Promise.resolve(restoreStored(stored, restore) as PersistedState),
      // The read-back never waits on a network or a disk: no timer is needed to give up on it.
      timeout: 0,
    },
    reducer,
  );
}

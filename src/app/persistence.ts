import { restorePayment } from '../features/payment/storedPayment';
import { restoreUserData } from '../services/userData';
import { restoreSession } from '../services/session/sessionSlice';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  availableLocalStorage,
  readStoredItem,
  readStoredSlice,
  removeStoredItem,
  storedSliceValue,
  writeStoredItem,
  type RestoreSlice,
} from '../lib/stored-slice';

/**
 * Persistence's one module: it reads local storage once, synchronously, and writes each change.
 * Not redux-persist: it reads back only after the first render, which the guards decide on.
 */

/** A slice kept under its spec key: its check of what is read, the fields written (all if not said). */
interface PersistedSlice<S> {
  key: string;
  restore: RestoreSlice<S>;
  fields?: readonly string[];
}

function persistedSlice<S>(key: string, restore: RestoreSlice<S>, fields?: readonly string[]) {
  return { key, restore, fields } satisfies PersistedSlice<S>;
}

/** The one list of persisted slices (the spec's 'api', 'payment' and 'user-data'). */
const persistedSlices = {
  // Of the session, only its token (the spec's "Credentials"): why it ended is this tab's.
  session: persistedSlice(STORAGE_KEYS.credentials, restoreSession, ['token']),
  payment: persistedSlice(STORAGE_KEYS.payment, restorePayment),
  userData: persistedSlice(STORAGE_KEYS.userData, restoreUserData),
};

type PersistedSlices = typeof persistedSlices;
type PersistedName = keyof PersistedSlices;
export type PersistedSliceStates = {
  [Name in PersistedName]: ReturnType<PersistedSlices[Name]['restore']>;
};

const names = Object.keys(persistedSlices) as PersistedName[];

/** What a reload finds in local storage; anything missing, corrupted or unreadable starts afresh. */
export function readPersistedState(
  storage = availableLocalStorage(),
): Partial<PersistedSliceStates> {
  const state: Partial<Record<PersistedName, unknown>> = {};
  for (const name of names) {
    const { key, restore } = persistedSlices[name];
    const restored = readStoredSlice(
      readStoredItem(storage, key),
      restore as RestoreSlice<unknown>,
    );
    if (restored) state[name] = restored;
  }
  return state as Partial<PersistedSliceStates>;
}

export interface Persistence {
  /** Writes nothing more (the payment popup's pages only read what the app stored). */
  pause: () => void;
  /** Every change is written as it happens: nothing is pending. */
  flush: () => Promise<void>;
  /** Removes every persisted key; later changes are written again. */
  purge: () => Promise<void>;
}

type PersistedState = Record<PersistedName, object>;

/** Writes each persisted slice now, then whenever it changes (same value: no write). */
export function persistStore(
  store: { getState: () => PersistedState; subscribe: (listener: () => void) => () => void },
  { paused: startPaused = false } = {},
): Persistence {
  let paused = startPaused;
  const seen = new Map<PersistedName, object>();
  const written = new Map<PersistedName, string>();
  const write = () => {
    if (paused) return;
    const state = store.getState();
    for (const name of names) {
      const slice = state[name];
      if (seen.get(name) === slice) continue;
      seen.set(name, slice);
      const { key, fields } = persistedSlices[name];
      const value = storedSliceValue(slice as Record<string, unknown>, fields);
      if (written.get(name) === value) continue;
      written.set(name, value);
      writeStoredItem(key, value);
    }
  };
  write();
  store.subscribe(write);
  return {
    pause: () => {
      paused = true;
    },
    flush: () => Promise.resolve(),
    purge: () => {
      for (const name of names) removeStoredItem(persistedSlices[name].key);
      written.clear();
      return Promise.resolve();
    },
  };
}

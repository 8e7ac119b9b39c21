import type { Reducer } from 'redux';
import { persistReducer } from 'redux-persist';
import { credentialsSlice, restoreCredentials } from '../features/auth/credentialsSlice';
import { paymentSlice, restorePayment } from '../features/payment/paymentSlice';
import { restoreUserData, userDataSlice } from '../features/shell/userDataSlice';
import { isRecord } from '../lib/is-record';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * The slices kept in local storage, as redux-persist writes them: under each key a JSON
 * object whose fields are themselves JSON, plus `_persist: { version }`.
 *
 * This module is persistence's one owner. The store is made from one synchronous read of
 * storage (`readPersistedState`), so that the first render (and the hydration of the
 * prerendered /login) already knows whether there is a session; redux-persist then only
 * writes (it never reads storage back) and removes (`persistor.purge()`).
 */

/** Bump it when a persisted slice changes shape, and add the step from the previous one. */
export const PERSISTED_VERSION = 1;

type StoredFields = Record<string, unknown>;
type MigrationStep = (fields: StoredFields) => StoredFields;

/** Steps from each older version to the next (none yet: version 1 is the first). */
export const migrations: Record<number, MigrationStep> = {};

/** A slice's own check of what storage gave back: a valid state, whatever it was fed. */
export type RestoreSlice<S> = (fields: StoredFields) => S;

/**
 * Stored fields at `version`, brought to the current version. A version from the future
 * (a rolled-back deployment) or a missing step gives null: the slice starts afresh.
 */
export function migrateFields(
  fields: StoredFields,
  version: number,
  steps: Record<number, MigrationStep> = migrations,
): StoredFields | null {
  if (!Number.isInteger(version) || version > PERSISTED_VERSION) return null;
  let migrated = fields;
  for (let next = version + 1; next <= PERSISTED_VERSION; next += 1) {
    const step = steps[next];
    if (!step) return null;
    migrated = step(migrated);
  }
  return migrated;
}

/** One stored value (the raw string) as a slice state, or null when absent or unusable. */
export function readStoredSlice<S>(raw: string | null, restore: RestoreSlice<S>): S | null {
  if (raw === null) return null;
  try {
    const outer: unknown = JSON.parse(raw);
    if (!isRecord(outer)) return null;
    const fields: StoredFields = {};
    let version = -1;
    for (const [name, value] of Object.entries(outer)) {
      if (typeof value !== 'string') return null;
      const parsed: unknown = JSON.parse(value);
      if (name === '_persist') version = isRecord(parsed) ? Number(parsed.version) : -1;
      else fields[name] = parsed;
    }
    const migrated = migrateFields(fields, version);
    return migrated && restore(migrated);
  } catch {
    return null;
  }
}

/** Local storage, or null where the browser refuses it (private browsing, disabled). */
export function availableLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * redux-persist's storage: local storage, where a full or refused storage (private browsing)
 * is not an error. The session then lasts as long as the tab; nothing is logged or thrown.
 */
export const forgivingLocalStorage = {
  getItem: (key: string): Promise<string | null> =>
    Promise.resolve(readStoredItem(availableLocalStorage(), key)),
  setItem: (key: string, value: string): Promise<void> => {
    try {
      availableLocalStorage()?.setItem(key, value);
    } catch {
      // Full or refused: what is in memory still works for this visit.
    }
    return Promise.resolve();
  },
  removeItem: (key: string): Promise<void> => {
    try {
      availableLocalStorage()?.removeItem(key);
    } catch {
      // Refused: there is nothing stored to remove.
    }
    return Promise.resolve();
  },
};

/** A slice kept in local storage: its key (the spec's own), its reducer, its check of what is read. */
interface PersistedSlice<S> {
  key: string;
  reducer: Reducer<S>;
  restore: RestoreSlice<S>;
}

function persistedSlice<S>(key: string, reducer: Reducer<S>, restore: RestoreSlice<S>) {
  return { key, reducer, restore } satisfies PersistedSlice<S>;
}

/** The one list of persisted slices (spec section 9: 'api', 'payment', 'user-data'). */
export const persistedSlices = {
  credentials: persistedSlice(
    STORAGE_KEYS.credentials,
    credentialsSlice.reducer,
    restoreCredentials,
  ),
  payment: persistedSlice(STORAGE_KEYS.payment, paymentSlice.reducer, restorePayment),
  userData: persistedSlice(STORAGE_KEYS.userData, userDataSlice.reducer, restoreUserData),
};

type PersistedSlices = typeof persistedSlices;
export type PersistedSliceStates = {
  [Name in keyof PersistedSlices]: ReturnType<PersistedSlices[Name]['restore']>;
};

/** A slice's reducer that redux-persist writes under the slice's key, with no prefix added. */
export function persisted<S>({ key, reducer }: PersistedSlice<S>) {
  return persistReducer(
    {
      key,
      keyPrefix: '',
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

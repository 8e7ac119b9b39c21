import { isRecord } from './is-record';
import { plainDecimalCents } from './money';
import { parseStoredFields } from './stored-format';

/**
 * Slices as redux-persist stores them in local storage: under each key a JSON object whose
 * fields are themselves JSON, plus `_persist: { version }`. What redux-persist reads back at
 * start-up (src/app/persistence.ts) and what the other tabs write are restored here alike.
 */

/** Bump it when a persisted slice changes shape, and add the step from the previous one. */
export const PERSISTED_VERSION = 2;

type StoredFields = Record<string, unknown>;
type MigrationStep = (fields: StoredFields) => StoredFields;

/** An `amount` stored as a decimal string ('84350.75') becomes its cents (8435075). */
function amountInCents(value: unknown): unknown {
  if (!isRecord(value) || typeof value.amount !== 'string') return value;
  return { ...value, amount: plainDecimalCents(value.amount) };
}

/** Steps from each older version to the next. */
const migrations: Record<number, MigrationStep> = {
  // Version 2 stores money as integer cents: the payment slice's saved amount, and the
  // amounts of the payment in progress and of the last one paid. No other slice has them.
  2: (fields) => {
    const { tracked, lastPaid } = fields;
    return {
      ...(amountInCents(fields) as StoredFields),
      ...(isRecord(tracked) && { tracked: amountInCents(tracked) }),
      ...(isRecord(lastPaid) && { lastPaid: amountInCents(lastPaid) }),
    };
  },
};

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

/**
 * A slice as storage gave it back (each field parsed, `_persist` with its version) as a valid
 * state at this version, or undefined when absent or unusable: the slice then starts afresh.
 */
export function restoreStored<S>(stored: unknown, restore: RestoreSlice<S>): S | undefined {
  if (!isRecord(stored)) return undefined;
  const { _persist: persist, ...fields } = stored;
  try {
    const migrated = migrateFields(fields, isRecord(persist) ? Number(persist.version) : -1);
    return migrated ? restore(migrated) : undefined;
  } catch {
    return undefined;
  }
}

/** One stored value (the raw string, as another tab's write brings it) as a slice state, or null. */
export function readStoredSlice<S>(raw: string | null, restore: RestoreSlice<S>): S | null {
  return restoreStored(parseStoredFields(raw), restore) ?? null;
}

/** Local storage, or null where the browser refuses it (private browsing, disabled). */
export function availableLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredItem(storage: Storage | null, key: string): string | null {
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

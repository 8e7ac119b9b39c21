import { PERSISTED_VERSION } from '../../src/lib/stored-slice';

/** A slice in local storage as redux-persist writes it (each field JSON, and its version). */
export function storeSlice(key: string, fields: Record<string, unknown>): void {
  const json = Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]);
  const persist = JSON.stringify({ version: PERSISTED_VERSION });
  window.localStorage.setItem(
    key,
    JSON.stringify({ ...Object.fromEntries(json), _persist: persist }),
  );
}

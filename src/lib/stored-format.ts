import { isRecord } from './is-record';

/**
 * A slice as redux-persist writes it under its key: a JSON object whose fields are themselves
 * JSON (`_persist` with its version among them). Parsed here alone, for the start-up's peek at
 * the session and for what other tabs write; null when absent or not in that shape.
 */
export function parseStoredFields(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const outer: unknown = JSON.parse(raw);
    if (!isRecord(outer)) return null;
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(outer)) {
      if (typeof value !== 'string') return null;
      fields[name] = JSON.parse(value);
    }
    return fields;
  } catch {
    return null;
  }
}

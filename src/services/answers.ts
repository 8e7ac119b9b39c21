import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { isRecord } from '../lib/is-record';
import type { ProviderBaseQuery } from './api';

/**
 * Reading the provider's answers, one style for every endpoint: its `queryFn` passes the call
 * and a reader to `readAnswer`; the reader takes what the screen needs from whatever the body
 * turned out to be, or returns null, and the call then fails like any other.
 */

/** The `data` of the provider's envelope `{ data: ... }`, whatever the body turned out to be. */
export function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

/**
 * The places an answer's field may be where the spec does not fix the envelope (the login's
 * token, the new payment's endpoint): the body itself and its `data`, in the order given.
 * A reader takes the first usable value; the shapes can never mix in one field.
 */
export function envelopesOf(
  body: unknown,
  order: 'top-first' | 'data-first',
): Record<string, unknown>[] {
  const places = order === 'top-first' ? [body, dataOf(body)] : [dataOf(body), body];
  return places.filter(isRecord);
}

/**
 * A 200 whose body lacks what the screen needs is a failed call like any other (its screen
 * shows its error and its retry), never a crash: `read` returns null for such a body.
 */
const UNUSABLE_ANSWER: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'The answer lacks the fields the spec names',
};

export async function readAnswer<T>(
  call: ReturnType<ProviderBaseQuery> | Awaited<ReturnType<ProviderBaseQuery>>,
  read: (body: unknown) => T | null,
): Promise<{ data: T; meta?: FetchBaseQueryMeta } | { error: FetchBaseQueryError }> {
  const result = await call;
  if (result.error) return { error: result.error };
  const data = read(result.data);
  return data === null ? { error: UNUSABLE_ANSWER } : { data, meta: result.meta };
}

/** A field deep in an answer (`field(data, 'credit', 'available')`), or undefined. */
export function field(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

/** Text with something in it besides spaces; null otherwise. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

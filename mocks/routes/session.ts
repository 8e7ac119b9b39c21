import { Response, type Request } from 'miragejs';
import type { DemoData } from '../payment-outcome';
import { answers, type ProviderAnswer } from '../provider-answers';
import type { CardholderRecord, PaymentRecord, SessionRecord } from '../records';

/** The mock API's view of its database: plain records, typed. */
export interface MockDb {
  cardholders: Collection<CardholderRecord>;
  payments: Collection<PaymentRecord>;
  sessions: Collection<SessionRecord>;
  /** Every collection as plain data: what the demo saves, and loads back with `loadData`. */
  dump(): DemoData;
  emptyData(): void;
  loadData(data: object): void;
}

interface Collection<T> {
  find(id: string): T | null;
  findBy(query: Partial<T>): T | null;
  where(query: Partial<T>): T[];
  insert(record: Omit<T, 'id'>): T;
  update(id: string, changes: Partial<T>): T;
  remove(id: string): void;
}

/**
 * Mirage's types leave its `db` loose (its collections untyped, `dump()` said to return
 * nothing): this is the one cast, for routes (their `schema`), the server and tests alike.
 */
export function dbOf(schema: { db: unknown }): MockDb {
  return schema.db as MockDb;
}

export function jsonResponse(status: number, body: object): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, body);
}

/** One of the provider's answers (mocks/provider-answers.ts), as Mirage sends it. */
export const respond = ({ status, body }: ProviderAnswer): Response => jsonResponse(status, body);

export const unauthorized = () => respond(answers.unauthorized());

export function bearerToken(request: Request): string | null {
  const headers = request.requestHeaders ?? {};
  const value = headers.Authorization ?? headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(value);
  return match?.[1] ?? null;
}

/** The cardholder whose token the request carries, or null (the route answers 401). */
export function authenticatedCardholder(db: MockDb, request: Request): CardholderRecord | null {
  const token = bearerToken(request);
  if (!token) return null;
  const session = db.sessions.findBy({ token });
  return session ? db.cardholders.find(session.cardholderId) : null;
}

export function newToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function parseJsonBody(request: Request): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(request.requestBody || '{}');
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

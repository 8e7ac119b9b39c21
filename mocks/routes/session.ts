import { Response, type Request } from 'miragejs';
import type { CardholderRecord, PaymentRecord, SessionRecord } from '../records';

/** The mock API's view of its database: plain records, typed. */
export interface MockDb {
  cardholders: Collection<CardholderRecord>;
  payments: Collection<PaymentRecord>;
  sessions: Collection<SessionRecord>;
}

interface Collection<T> {
  find(id: string): T | null;
  findBy(query: Partial<T>): T | null;
  where(query: Partial<T>): T[];
  insert(record: Omit<T, 'id'>): T;
  update(id: string, changes: Partial<T>): T;
  remove(id: string): void;
}

/** Mirage hands routes a `schema` whose `db` is typed loosely; this is the one cast. */
export function dbOf(schema: { db: unknown }): MockDb {
  return schema.db as MockDb;
}

export function jsonResponse(status: number, body: object): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, body);
}

export const unauthorized = () => jsonResponse(401, { message: 'Sesión inválida o vencida.' });

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

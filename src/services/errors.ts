import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const CONNECTION_ERROR_MESSAGE =
  'No pudimos comunicarnos con el servidor. Revisá tu conexión e intentá nuevamente.';

/** The provider's own `message` when it sent one, otherwise a plain Spanish fallback. */
export function providerMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback = CONNECTION_ERROR_MESSAGE,
): string {
  if (error && 'status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return fallback;
}

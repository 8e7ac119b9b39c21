import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The network failed or the provider did not answer in time. */
const CONNECTION_ERROR_MESSAGE =
  'No pudimos comunicarnos con el servidor. Revisá tu conexión e intentá nuevamente.';

/** The provider answered, but with an error of its own (5xx) or something the app cannot read. */
const SERVICE_ERROR_MESSAGE =
  'Tuvimos un problema para completar tu pedido. Intentá nuevamente en unos minutos.';

/** Whether the call failed on the way (network, time-out) rather than at the provider. */
export function isConnectionError(
  error: FetchBaseQueryError | SerializedError | undefined,
): boolean {
  return (
    !!error &&
    'status' in error &&
    (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
  );
}

/** Whether the provider answered and refused what was sent (a 4xx): its answer is about it. */
export function isRefusal(
  error: FetchBaseQueryError | SerializedError | undefined,
): error is FetchBaseQueryError & { status: number } {
  return (
    !!error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}

/**
 * What to tell the cardholder about a failed call: the provider's own `message` when it refused
 * the request (a 4xx, e.g. a failed login's 401), written for them; otherwise plain Spanish.
 * A 5xx body is the provider's internals (maybe English, maybe a stack): never shown.
 */
export function providerMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback?: string,
): string {
  if (isRefusal(error)) {
    const data = error.data as { message?: unknown } | null | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  if (fallback) return fallback;
  return isConnectionError(error) ? CONNECTION_ERROR_MESSAGE : SERVICE_ERROR_MESSAGE;
}

/** Refusals that may change by themselves: the session (401), a time-out (408), too many (429). */
const PASSING_REFUSALS = [401, 408, 429];

/**
 * The provider's words when it refused a request for good (a 4xx that trying again cannot
 * change, with a `message` for the cardholder); null for any other failure.
 */
export function finalRefusal(error: unknown): string | null {
  const failure = error as FetchBaseQueryError | SerializedError | undefined;
  if (!isRefusal(failure) || PASSING_REFUSALS.includes(failure.status)) return null;
  const data = failure.data as { message?: unknown } | null | undefined;
  return data && typeof data.message === 'string' && data.message.trim() ? data.message : null;
}

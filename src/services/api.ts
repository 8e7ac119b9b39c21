import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { reportError } from '../lib/analytics';
import { config } from '../lib/config';
import { callAnswered, callUnanswered, isOffline } from '../lib/connection';
import { isConnectionError } from './errors';
import { sessionEnded } from './events';
import { isRecord } from '../lib/is-record';
import { selectToken } from './session/sessionSlice';
import type { WithSession } from './session/sessionState';

/**
 * The spec sets no HTTP time-out; a call that hangs on a mobile network would leave a
 * button waiting forever, so each gives up after 30 s and the screen offers a retry.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A GET that fails on the network, times out or gets a 5xx is tried again this many times. */
const MAX_RETRIES = 2;

/** What the store that runs the API sets (its thunks' extra argument, src/app/store.ts). */
export interface ProviderOptions {
  /** The wait before the first retry; each next one waits twice as long. */
  retryBaseDelayMs: number;
}

/** 300 ms, then 600 ms. Tests inject a shorter base, so that a failure takes no longer than a success. */
export const DEFAULT_PROVIDER_OPTIONS: ProviderOptions = { retryBaseDelayMs: 300 };

/** The wait before retry `attempt` (1, 2): the base, then twice the base. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

function retryBaseDelayOf(extra: unknown): number {
  const base = isRecord(extra) ? extra.retryBaseDelayMs : undefined;
  return typeof base === 'number' ? base : DEFAULT_PROVIDER_OPTIONS.retryBaseDelayMs;
}

function waitBeforeRetry(delayMs: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/**
 * Only a GET is ever sent again by itself (a second `POST payments/` could start a second
 * payment), and only where trying again may help: the network, a time-out, a 5xx (JSON or a
 * proxy's page). Never a 4xx (the provider said no) nor a 200 that is not JSON. Nor while
 * offline: the connection's return asks again after its ping (auth/sessionListeners.ts), which
 * a retry landing first would overtake.
 */
export function shouldRetry(
  error: FetchBaseQueryError,
  args: string | FetchArgs,
  api: Pick<BaseQueryApi, 'type'>,
  attempt: number,
): boolean {
  if (attempt > MAX_RETRIES || api.type !== 'query' || methodOf(args) !== 'GET') return false;
  if (isOffline()) return false;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

/** The session's token (services/session): the store this API runs in holds the session slice. */
function sessionTokenOf(state: unknown): string | null {
  return selectToken(state as WithSession);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const token = sessionTokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

type ProviderBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

const oneAttempt: ProviderBaseQuery = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  // What the connection is, known before anyone reads this failure (lib/connection.ts).
  if (result.meta?.response) callAnswered();
  else if (isConnectionError(result.error) && !api.signal.aborted) await callUnanswered();
  // A refused token ends the session; a failed login is an ordinary answer of its own.
  // (Once: only while there is a token, and the API reset that follows the end aborts every
  // call still under way, retries included.)
  if (result.error?.status === 401 && api.endpoint !== 'login' && sessionTokenOf(api.getState())) {
    api.dispatch(sessionEnded({ reason: 'expired' }));
  }
  return result;
};

const baseQuery: ProviderBaseQuery = (args, api, extraOptions) => {
  const baseDelayMs = retryBaseDelayOf(api.extra);
  const withRetries = retry(oneAttempt, {
    retryCondition: (error, retriedArgs, { attempt, baseQueryApi }) =>
      shouldRetry(
        error as FetchBaseQueryError,
        retriedArgs as string | FetchArgs,
        baseQueryApi,
        attempt,
      ),
    backoff: (attempt, _maxRetries, signal) =>
      waitBeforeRetry(retryDelayMs(attempt, baseDelayMs), signal),
  });
  return withRetries(args, api, extraOptions);
};

/**
 * A 200 whose body lacks what the screen needs is a failed call like any other (its screen
 * shows its error and its retry), never a crash: its schema (src/services/provider.ts) refuses it.
 */
const UNUSABLE_ANSWER: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'The answer lacks the fields the spec names',
};

/**
 * An answer's schema as its endpoint's `responseSchema`. RTK Query types it as one that only
 * checks; the provider's schemas also read the body into what the screens use (the envelope,
 * amounts to cents), so only their output is the endpoint's type.
 */
export function answerSchema<Output>(schema: StandardSchemaV1<unknown, Output>) {
  return schema as StandardSchemaV1<Output>;
}

/** The one API of the provider. Features inject their endpoints (and export their hooks). */
export const api = createApi({
  reducerPath: 'provider',
  baseQuery,
  tagTypes: ['Account', 'Payments'],
  endpoints: () => ({}),
  // Every endpoint's answer goes through its schema; one it refuses is that failed call
  // (RTK Query would otherwise log it and fail with an error of its own).
  catchSchemaFailure: (_failure, { endpoint }) => {
    reportError('schema', endpoint);
    return UNUSABLE_ANSWER;
  },
});

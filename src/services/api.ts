import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { WithSlice } from '@reduxjs/toolkit';
import { config } from '../app/config';
import { unauthorizedResponseReceived } from '../app/events';
import { dynamicMiddleware, PROVIDER_API_PATH, rootReducer } from '../app/rootReducer';
import { isRecord } from '../lib/is-record';
import { whenProviderReady } from './providerReady';

interface StateWithToken {
  credentials: { token: string | null };
}

/**
 * The spec sets no HTTP time-out; a call that hangs on a mobile network would leave a
 * button waiting forever, so each gives up after 30 s and the screen offers a retry.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A GET that fails on the network, times out or gets a 5xx is tried again this many times. */
export const MAX_RETRIES = 2;

/**
 * The wait before retry `attempt` (1, 2): 300 ms, then 600 ms. Under jest the base is 1 ms:
 * every GET retries there too (a failing one is sent 3 times), and a test of a failure must
 * not take a second longer than one of a success, nor need fake timers just for the back-off.
 * One constant is the plainest way: the doubling and everything else stay the same.
 */
export const RETRY_BASE_DELAY_MS = config.isTest ? 1 : 300;

export function retryDelayMs(attempt: number, baseMs: number = RETRY_BASE_DELAY_MS): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal) {
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
    }, retryDelayMs(attempt));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/**
 * Only a GET, which changes nothing at the provider, is ever sent again by itself: never
 * login, never `POST payments/` (a second one could start a second payment). And only when
 * trying again may help: the network, a time-out, a 5xx (even one whose body is not JSON,
 * as a proxy's error page). Never a 4xx (the provider said no) nor a 200 that is not JSON.
 */
export function shouldRetry(
  error: FetchBaseQueryError,
  args: string | FetchArgs,
  api: Pick<BaseQueryApi, 'type'>,
  attempt: number,
): boolean {
  if (attempt > MAX_RETRIES || api.type !== 'query' || methodOf(args) !== 'GET') return false;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).credentials;
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
  await whenProviderReady();
  const result = await rawBaseQuery(args, api, extraOptions);
  // A refused token ends the session; a failed login is an ordinary answer of its own.
  // (Once: the session listener ends it only while there is a token, and the API reset that
  // follows aborts every call still under way, retries included.)
  if (result.error?.status === 401 && api.endpoint !== 'login') {
    api.dispatch(unauthorizedResponseReceived());
  }
  return result;
};

const baseQuery = retry(oneAttempt, {
  retryCondition: (error, args, { attempt, baseQueryApi }) =>
    shouldRetry(error as FetchBaseQueryError, args as string | FetchArgs, baseQueryApi, attempt),
  backoff: waitBeforeRetry,
});

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
export const UNUSABLE_ANSWER: FetchBaseQueryError = {
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

/** The one API of the provider. Features inject their endpoints (and export their hooks). */
export const api = createApi({
  reducerPath: PROVIDER_API_PATH,
  baseQuery,
  tagTypes: ['Account', 'Payments', 'Statement', 'Me'],
  endpoints: () => ({}),
});

// This module is not on /login's first paint (src/services/loadProviderApi.ts): when it
// arrives, its cache and its middleware join every store.
declare module '../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

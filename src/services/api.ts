import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { config } from '../app/config';
import { unauthorizedResponseReceived } from '../app/events';

/**
 * In mock mode the Mirage API starts in its own chunk, in parallel with the app; calls wait
 * for it so that none escapes to the network before it listens.
 */
let providerReady: Promise<unknown> = Promise.resolve();
export function waitForProvider(ready: Promise<unknown>): void {
  providerReady = ready;
}

interface StateWithToken {
  credentials: { token: string | null };
}

/**
 * The spec sets no HTTP time-out; a call that hangs on a mobile network would leave a
 * button waiting forever, so each gives up after 30 s and the screen offers a retry.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).credentials;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  await providerReady;
  const result = await rawBaseQuery(args, api, extraOptions);
  // A refused token ends the session; a failed login is an ordinary answer of its own.
  if (result.error?.status === 401 && api.endpoint !== 'login') {
    api.dispatch(unauthorizedResponseReceived());
  }
  return result;
};

/** The one API of the provider. Features inject their endpoints (and export their hooks). */
export const api = createApi({
  reducerPath: 'provider',
  baseQuery,
  tagTypes: ['Account', 'Payments', 'Statement', 'Me'],
  endpoints: () => ({}),
});

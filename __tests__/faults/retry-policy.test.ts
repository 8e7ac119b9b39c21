/** Which failed calls are sent again by themselves, and how long each retry waits. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Response } from 'miragejs';
import { authApi } from '../../src/features/auth/authApi';
import { DEFAULT_PROVIDER_OPTIONS, retryDelayMs, shouldRetry } from '../../src/services/api';
import { makeTestStore, startTestServer } from '../support/test-utils';

const query = { type: 'query' } as const;
const mutation = { type: 'mutation' } as const;

const failures: Record<string, FetchBaseQueryError> = {
  'a network error': { status: 'FETCH_ERROR', error: 'TypeError: Network request failed' },
  'a time-out': { status: 'TIMEOUT_ERROR', error: 'signal timed out' },
  'a 500': { status: 500, data: {} },
  'a 503': { status: 503, data: {} },
  'a 502 whose body is a proxy page': {
    status: 'PARSING_ERROR',
    originalStatus: 502,
    data: '<html>Bad Gateway</html>',
    error: 'SyntaxError',
  },
};

const final: Record<string, FetchBaseQueryError> = {
  'a 400': { status: 400, data: {} },
  'a 401': { status: 401, data: {} },
  'a 404': { status: 404, data: {} },
  'a 422': { status: 422, data: {} },
  'a 200 that is not JSON': {
    status: 'PARSING_ERROR',
    originalStatus: 200,
    data: '{"data": {',
    error: 'SyntaxError',
  },
  'an answer without the fields the spec names': { status: 'CUSTOM_ERROR', error: 'unusable' },
};

describe.each(Object.entries(failures))('%s', (_name, error) => {
  // docs/failures.md promises two retries.
  test('a GET is retried twice, not more', () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(shouldRetry(error, 'account/', query, attempt)).toBe(true);
      expect(shouldRetry(error, { url: 'payments/' }, query, attempt)).toBe(true);
    }
    expect(shouldRetry(error, 'account/', query, 3)).toBe(false);
  });

  test('POST payments/ and login are never retried', () => {
    for (const url of ['payments/', 'auth/login/']) {
      expect(shouldRetry(error, { url, method: 'POST', body: {} }, mutation, 1)).toBe(false);
    }
  });
});

test.each(Object.entries(final))('%s is never retried', (_name, error) => {
  expect(shouldRetry(error, 'account/', query, 1)).toBe(false);
});

test('the back-off doubles from 300 ms: under a second in all before the last try', () => {
  const base = DEFAULT_PROVIDER_OPTIONS.retryBaseDelayMs;
  expect([1, 2].map((attempt) => retryDelayMs(attempt, base))).toEqual([300, 600]);
});

test('the store injects the back-off the API waits (the app its 300 ms, tests a shorter one)', async () => {
  const server = startTestServer();
  try {
    const sentAt: number[] = [];
    server.get('auth/ping/', () => {
      sentAt.push(performance.now());
      return new Response(503, {}, {});
    });
    const { store } = makeTestStore({ preloadedState: {}, provider: { retryBaseDelayMs: 150 } });
    const ping = await store.dispatch(authApi.endpoints.ping.initiate(undefined));
    expect(ping.isError).toBe(true);
    expect(sentAt).toHaveLength(3);
    // At least 150 ms, then 300 ms, between the tries (a busy machine only adds to them).
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(145);
    expect(sentAt[2] - sentAt[1]).toBeGreaterThanOrEqual(295);
  } finally {
    server.shutdown();
  }
});

/**
 * The faults a provider call can meet, as Mirage route handlers: a test overrides one route
 * with one of them (`server.get('account/', fault.handler)`), as Mirage's docs show for errors.
 */
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response, type Request } from 'miragejs';
import type { MockServer } from '../../mocks/server';
import type { AppStore } from '../../src/app/store';
import { api, REQUEST_TIMEOUT_MS, retryDelayMs } from '../../src/services/api';
import { sentRequests, TEST_PROVIDER_OPTIONS } from '../support/test-utils';

/** What a Mirage route handler may answer here: a response, a body, or never. */
type Answer = Response | Record<string, unknown> | null | Promise<never>;
type Handler = (schema: unknown, request: Request) => Answer;

/** A promise that never settles: Mirage then never answers the request. */
const never = () => new Promise<never>(() => undefined);

export type FaultName = '500' | 'network failure' | 'malformed JSON' | 'time-out';

export const faultHandlers: Record<FaultName, Handler> = {
  /** The provider fails, with its internals (in English) as the message. */
  '500': () =>
    new Response(500, { 'Content-Type': 'application/json' }, { message: 'Internal Server Error' }),
  /**
   * The connection drops: the request is aborted under the fetch polyfill, which rejects
   * with 'Network request failed' as a browser does offline. Mirage never answers it.
   */
  'network failure': (_schema, request) => {
    (request as unknown as XMLHttpRequest).abort();
    return never();
  },
  /** A 200 whose body is cut short: not JSON. */
  'malformed JSON': () =>
    new Response(200, { 'Content-Type': 'application/json' }, '{"data": {"credit": {"avail'),
  /** The provider never answers: only the app's time-out ends the call. */
  'time-out': () => never(),
};

/**
 * What the cardholder is told after each fault: `connection` when no answer came (the call
 * dropped or timed out), `service` when a wrong one did.
 */
export function messagesByFault(messages: {
  service: string;
  connection: string;
}): Record<FaultName, string> {
  const { service, connection } = messages;
  return {
    '500': service,
    'network failure': connection,
    'malformed JSON': service,
    'time-out': connection,
  };
}

/** A GET that keeps failing is sent this many times: once, then retried twice (docs/failures.md). */
export const SENT_WITH_RETRIES = 3;

/** The faults a GET is retried on (it is then sent SENT_WITH_RETRIES times), and the others. */
export const RETRIED_FAULTS: FaultName[] = ['500', 'network failure', 'time-out'];
export const ALL_FAULTS: FaultName[] = ['500', 'network failure', 'malformed JSON', 'time-out'];

/**
 * A route that answers with `fault` until `heal()`, then with `healthy`; it counts the calls
 * it received (a dropped or unanswered request never reaches Mirage's `handledRequests`).
 */
export function faultyRoute(fault: Handler, healthy: Handler) {
  let healed = false;
  let calls = 0;
  const handler: Handler = (schema, request) => {
    calls += 1;
    return healed ? healthy(schema, request) : fault(schema, request);
  };
  return {
    handler,
    calls: () => calls,
    heal: () => {
      healed = true;
    },
  };
}

/** Requests that reached Mirage and were answered, for one method and path. */
export function answered(server: MockServer, method: string, path: string) {
  return sentRequests(server).filter(
    (request) =>
      request.method === method &&
      new URL(request.url, window.location.origin).pathname === `/api/v1/${path}`,
  );
}

/**
 * Under jest fake timers: lets each of `attempts` calls to `route` time out as it comes in
 * (REQUEST_TIMEOUT_MS is 30 s; no test waits for it for real), with the back-off between.
 */
export async function letCallsTimeOut(route: { calls: () => number }, attempts: number) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await waitFor(() => expect(route.calls()).toBe(attempt));
    await act(() =>
      jest.advanceTimersByTimeAsync(
        REQUEST_TIMEOUT_MS + retryDelayMs(attempt, TEST_PROVIDER_OPTIONS.retryBaseDelayMs),
      ),
    );
  }
}

/**
 * The clock a fault's test runs on: jest's fake timers for a time-out (so that 30 s pass at
 * once), the real one otherwise. Returns the user-event instance that goes with it.
 */
export function clockFor(fault: FaultName) {
  if (fault !== 'time-out') return userEvent.setup();
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** Lets `ms` pass on jest's fake clock (what a timer would do by then has been done). */
export async function letTimePass(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/**
 * Every call the app has in flight answered and its answer handled, and the page drawn after
 * it: what an answer could set off (a session's end, a notice) has happened by then.
 */
export async function callsSettled(store: AppStore): Promise<void> {
  await act(async () => {
    await Promise.all(runningCalls(store));
  });
}

/** The calls the app has in flight (queries and mutations), as RTK Query lists them. */
export function runningCalls(store: AppStore): Promise<unknown>[] {
  return [
    ...store.dispatch(api.util.getRunningQueriesThunk()),
    ...store.dispatch(api.util.getRunningMutationsThunk()),
  ];
}

import { Response } from 'miragejs';
import { callAnswered, ORIGIN_PROBE_URL } from '../../src/lib/connection';
import type { MockServer } from '../../mocks/server';

/**
 * The app's own origin, which the app asks (ORIGIN_PROBE_URL) when a call gets no answer: in
 * jsdom nothing serves it, so the tests' mock API does, unless a test silences it (lie-fi).
 */
export function answerAsTheOrigin(server: MockServer, answers = true): void {
  const { namespace } = server;
  server.namespace = '';
  server.get(ORIGIN_PROBE_URL, (_schema, request) => {
    if (answers) return new Response(200, { 'Content-Type': 'text/plain' }, '');
    // Dropped under the fetch polyfill, as a network with nothing behind it drops it.
    (request as unknown as XMLHttpRequest).abort();
    return new Promise<never>(() => undefined);
  });
  server.namespace = namespace;
}

/** A test that left the app without an answer: the next one starts with the network there. */
export function forgetUnansweredCalls(): void {
  afterEach(() => callAnswered());
}

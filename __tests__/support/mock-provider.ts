import type { MockServer } from '../../mocks/server';
import { startTestServer } from './test-utils';

/**
 * A fresh mock provider (Mirage) for each test of the file or describe block it is called at the
 * top of, shut down after the test so no record or overridden route is left for the next. It
 * returns a function, as each test has a server of its own.
 */
export function withMockProvider(): () => MockServer {
  let server: MockServer | null = null;
  beforeEach(() => {
    server = startTestServer();
  });
  afterEach(() => {
    server?.shutdown();
    server = null;
  });
  return () => {
    if (!server) throw new Error('The mock provider runs only while a test does.');
    return server;
  };
}

/**
 * Lets a request held back by a route's `true` timing (Pretender's manual resolution) be
 * answered now.
 */
export function answerHeldRequest(server: MockServer, request: unknown): void {
  (server.pretender as unknown as { resolve(request: unknown): void }).resolve(request);
}

import type { MockServer } from '../../mocks/server';
import { startTestServer } from './test-utils';

/**
 * The mock provider API (Mirage) for every test of a file or describe block: a fresh one is
 * started before each test and shut down after it, so that no record and no route a test
 * overrode is left for the next one. Call it at the top of the file or block.
 *
 * Returns the running server: a function, since each test has a server of its own.
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

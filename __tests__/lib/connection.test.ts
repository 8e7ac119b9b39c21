/**
 * How the app knows it is offline (src/lib/connection.ts): the browser's word, and what happened
 * where the browser says it is online and nothing answers (lie-fi).
 */
import {
  callAnswered,
  callUnanswered,
  isOffline,
  OFFLINE_COPY_TIMING,
  PROBE_AGAIN_MS,
  subscribeToConnection,
  watchForDrop,
  whenOnline,
} from '../../src/lib/connection';
import type * as ConnectionModule from '../../src/lib/connection';
import { answerAsTheOrigin } from '../support/app-origin';
import { withMockProvider } from '../support/mock-provider';

type Connection = typeof ConnectionModule;

const server = withMockProvider();
const silenceTheOrigin = () => answerAsTheOrigin(server(), false);

let changes = 0;
let stopFollowing: () => void = () => undefined;
beforeEach(() => {
  changes = 0;
  stopFollowing = subscribeToConnection(() => {
    changes += 1;
  });
});
afterEach(() => {
  stopFollowing();
  jest.useRealTimers();
});

test('a call with no answer while the origin answers: only the provider is out of reach', async () => {
  await callUnanswered();
  expect(isOffline()).toBe(false);
  expect(changes).toBe(0);
});

test('a call with no answer and the origin silent too: offline, said once; a call answered ends it', async () => {
  silenceTheOrigin();
  await callUnanswered();
  expect(isOffline()).toBe(true);
  expect(changes).toBe(1);
  await callUnanswered();
  expect(changes).toBe(1);
  callAnswered();
  expect(isOffline()).toBe(false);
  expect(changes).toBe(2);
});

test("the browser's 'online' ends it, one change for the followers", async () => {
  silenceTheOrigin();
  await callUnanswered();
  window.dispatchEvent(new Event('online'));
  expect(isOffline()).toBe(false);
  expect(changes).toBe(2);
});

test('with no word from the browser, the origin is asked again until it answers', async () => {
  jest.useFakeTimers();
  silenceTheOrigin();
  // The fetch polyfill says a dropped request failed a task later.
  const decided = callUnanswered();
  await jest.advanceTimersByTimeAsync(0);
  await decided;
  expect(isOffline()).toBe(true);
  const back = whenOnline();
  await jest.advanceTimersByTimeAsync(PROBE_AGAIN_MS * 3);
  expect(isOffline()).toBe(true);
  answerAsTheOrigin(server());
  await jest.advanceTimersByTimeAsync(PROBE_AGAIN_MS);
  await back;
  expect(isOffline()).toBe(false);
  expect(changes).toBe(2);
});

test('a drop the browser never reports is seen by whoever watches', async () => {
  const dropped = watchForDrop();
  silenceTheOrigin();
  await callUnanswered();
  callAnswered();
  expect(dropped()).toBe(true);
});

test('a page the service worker served from its copy starts offline, whatever navigator.onLine says', () => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  const navigation = { serverTiming: [{ name: OFFLINE_COPY_TIMING }] };
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : []),
  });
  try {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<Connection>('../../src/lib/connection');
      expect(fresh.isOffline()).toBe(true);
      // It leaves that state as any other: here by the browser's word.
      window.dispatchEvent(new Event('online'));
      expect(fresh.isOffline()).toBe(false);
    });
  } finally {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  }
});

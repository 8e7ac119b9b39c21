/**
 * A payment popup in use holds the idle time-out off (services/session/hold.ts): the shared
 * last activity is renewed while held, and counted from the release after.
 */
import { holdSessionOpen, isSessionHeldOpen } from '../../../src/services/session/hold';
import { readLastActivity } from '../../../src/services/session/activity';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

test('held: the last activity is renewed every 30 s; released: once more, then left alone', () => {
  const start = Date.now();
  const release = holdSessionOpen();
  expect(isSessionHeldOpen()).toBe(true);
  expect(readLastActivity()).toBe(start);
  jest.advanceTimersByTime(20 * 60_000);
  expect(readLastActivity()).toBe(start + 20 * 60_000);

  jest.advanceTimersByTime(10_000);
  release();
  expect(isSessionHeldOpen()).toBe(false);
  expect(readLastActivity()).toBe(start + 20 * 60_000 + 10_000);
  jest.advanceTimersByTime(5 * 60_000);
  expect(readLastActivity()).toBe(start + 20 * 60_000 + 10_000);
});

test('two holds: released only when both are, each release counted once', () => {
  const first = holdSessionOpen();
  const second = holdSessionOpen();
  first();
  first();
  expect(isSessionHeldOpen()).toBe(true);
  second();
  expect(isSessionHeldOpen()).toBe(false);
});

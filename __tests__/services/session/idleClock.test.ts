/**
 * The idle clock (services/session/idleClock.ts) with jest's fake timers, two tabs sharing one
 * last activity as two tabs of a browser share local storage.
 */
import type { SharedActivity } from '../../../src/services/session/activity';
import {
  createIdleClock,
  SHARE_EVERY_MS,
  type IdlePhase,
} from '../../../src/services/session/idleClock';
import { isPastIdleLimit } from '../../../src/services/session/idle';

const MINUTE = 60_000;
const LIMIT = 10 * MINUTE;

/** One browser's local storage, as the tabs see it: a write reaches every tab's listener. */
function sharedStorage(
  initial: number | null = Date.now(),
): SharedActivity & { value: number | null } {
  const listeners = new Set<(at: number) => void>();
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(at) {
      this.value = at;
      for (const listener of [...listeners]) listener(at);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function tab(shared: SharedActivity, isHeldOff = () => false) {
  const phases: IdlePhase['kind'][] = [];
  const clock = createIdleClock({
    shared,
    onPhase: (phase) => phases.push(phase.kind),
    isHeldOff,
    limitMs: LIMIT,
  });
  return { clock, phases, last: () => phases.at(-1) ?? 'active' };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

test('left alone: warned a minute before the limit, ended at the limit', () => {
  const { phases } = tab(sharedStorage());
  jest.advanceTimersByTime(9 * MINUTE - 1);
  expect(phases).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(phases).toEqual(['warning']);
  jest.advanceTimersByTime(MINUTE);
  expect(phases).toEqual(['warning', 'idle']);
});

test('activity in one tab keeps the other tab signed in too', () => {
  const storage = sharedStorage();
  const first = tab(storage);
  const second = tab(storage);
  jest.advanceTimersByTime(8 * MINUTE);
  first.clock.activity();
  jest.advanceTimersByTime(SHARE_EVERY_MS);
  jest.advanceTimersByTime(8 * MINUTE);
  expect(first.last()).toBe('active');
  expect(second.last()).toBe('active');
  jest.advanceTimersByTime(2 * MINUTE);
  expect(first.last()).toBe('idle');
  expect(second.last()).toBe('idle');
});

test('activity is shared at most every few seconds, and always the latest', () => {
  const storage = sharedStorage();
  const { clock } = tab(storage);
  const start = Date.now();
  clock.activity();
  expect(storage.value).toBe(start);
  jest.advanceTimersByTime(1000);
  clock.activity();
  expect(storage.value).toBe(start); // not yet
  jest.advanceTimersByTime(SHARE_EVERY_MS);
  expect(storage.value).toBe(start + 1000);
});

test("'Seguir conectado' in the warning brings every tab back, for another full limit", () => {
  const storage = sharedStorage();
  const first = tab(storage);
  const second = tab(storage);
  jest.advanceTimersByTime(9 * MINUTE + 30_000);
  expect(first.last()).toBe('warning');
  expect(second.last()).toBe('warning');
  second.clock.stay();
  expect(first.last()).toBe('active');
  expect(second.last()).toBe('active');
  jest.advanceTimersByTime(9 * MINUTE);
  expect(first.last()).toBe('warning');
});

test('a key or tap while warned does not dismiss the warning unseen', () => {
  const { clock, last } = tab(sharedStorage());
  jest.advanceTimersByTime(9 * MINUTE + 1);
  clock.activity();
  expect(last()).toBe('warning');
  jest.advanceTimersByTime(MINUTE);
  expect(last()).toBe('idle');
});

test('a payment popup in use holds the time-out off; released, the minutes count again', () => {
  let held = true;
  const { last } = tab(sharedStorage(), () => held);
  jest.advanceTimersByTime(30 * MINUTE);
  expect(last()).toBe('active');
  held = false;
  jest.advanceTimersByTime(LIMIT);
  expect(last()).toBe('idle');
});

test('a tab whose timers were slowed (in the background) ends at once when it looks again', () => {
  const storage = sharedStorage();
  const { clock, last } = tab(storage);
  jest.setSystemTime(Date.now() + 11 * MINUTE); // time passed, no timer ran
  clock.check();
  expect(last()).toBe('idle');
});

test('a stored session is past the limit when its last activity is, or unknown, or in the far future', () => {
  const now = Date.now();
  expect(isPastIdleLimit(now - LIMIT + 1, now, LIMIT)).toBe(false);
  expect(isPastIdleLimit(now - LIMIT, now, LIMIT)).toBe(true);
  expect(isPastIdleLimit(null, now, LIMIT)).toBe(true);
  expect(isPastIdleLimit(now + LIMIT + 1, now, LIMIT)).toBe(true);
});

test('a last activity stored in the future counts as now at start: the end still comes at the limit', () => {
  const storage = sharedStorage(Date.now() + 5 * MINUTE);
  const { last } = tab(storage);
  jest.advanceTimersByTime(LIMIT - 1);
  expect(last()).toBe('warning');
  jest.advanceTimersByTime(1);
  expect(last()).toBe('idle');
});

test('a future last activity written by another tab counts as now, once: every tab ends at the limit after it', () => {
  const storage = sharedStorage();
  const first = tab(storage);
  const second = tab(storage);
  jest.advanceTimersByTime(2 * MINUTE);
  storage.write(Date.now() + 60 * MINUTE); // another same-origin script, as a storage event
  jest.advanceTimersByTime(LIMIT - 1);
  expect(first.last()).toBe('warning');
  expect(second.last()).toBe('warning');
  jest.advanceTimersByTime(1);
  expect(first.last()).toBe('idle');
  expect(second.last()).toBe('idle');
});

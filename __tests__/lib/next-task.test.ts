/**
 * `betweenKeystrokes`: a long step of the start-up never runs while a key is being typed. Fake
 * timers stand for the clock (performance.now, timers and animation frames alike).
 */
import type * as NextTask from '../../src/lib/next-task';

let betweenKeystrokes: typeof NextTask.betweenKeystrokes;

beforeEach(async () => {
  jest.useFakeTimers();
  jest.resetModules();
  ({ betweenKeystrokes } = await import('../../src/lib/next-task'));
  // Long after the page's last key: nobody is typing.
  await jest.advanceTimersByTimeAsync(1000);
});

afterEach(() => {
  jest.useRealTimers();
});

const key = (type = 'keydown') => window.dispatchEvent(new KeyboardEvent(type, { key: '3' }));
const press = () => window.dispatchEvent(new MouseEvent('click'));

/** The step's promise, and whether it has resolved by now. */
function step() {
  let ran = false;
  void betweenKeystrokes().then(() => {
    ran = true;
  });
  return { ran: () => ran };
}

test('nobody typing: the step runs in the next task', async () => {
  const waiting = step();
  expect(waiting.ran()).toBe(false);
  await jest.advanceTimersByTimeAsync(0);
  expect(waiting.ran()).toBe(true);
});

test('a key 50 ms ago: the step waits for the next key, and runs once that key is painted', async () => {
  key();
  await jest.advanceTimersByTimeAsync(50);
  const waiting = step();
  await jest.advanceTimersByTimeAsync(100);
  expect(waiting.ran()).toBe(false);
  key('keyup');
  await jest.advanceTimersByTimeAsync(0);
  expect(waiting.ran()).toBe(false);
  // The frame that paints the key (16 ms at most), then the task after it.
  await jest.advanceTimersByTimeAsync(17);
  expect(waiting.ran()).toBe(true);
});

test('the typing pauses: the step runs 200 ms after the last key', async () => {
  key();
  await jest.advanceTimersByTimeAsync(50);
  const waiting = step();
  await jest.advanceTimersByTimeAsync(149);
  expect(waiting.ran()).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(waiting.ran()).toBe(true);
});

test('a press ends the typing: the waiting step runs once it is painted, the next at once', async () => {
  key();
  const waiting = step();
  await jest.advanceTimersByTimeAsync(50);
  press();
  await jest.advanceTimersByTimeAsync(17);
  expect(waiting.ran()).toBe(true);
  const next = step();
  await jest.advanceTimersByTimeAsync(0);
  expect(next.ran()).toBe(true);
});

/** Ends the current task, so that the browser can paint and answer input before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the current frame (its animation frame, then the task
 * after it), or after `atMostMs` if it has not by then (a hidden tab paints nothing): for work
 * that must come after a press's answer is on screen but must not wait on the tab being shown.
 */
export function afterNextPaintWithin(atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, atMostMs);
  });
}

/** The cardholder is typing while a key came this recently: a step then waits for a gap. */
const TYPING_MS = 200;
/** When the last key went down or up, or -Infinity once a press or tap has come since. */
let lastKeyAt = -Infinity;
let waitingForAGap: (() => void)[] = [];

function inputCame(event: Event): void {
  lastKeyAt = event.type === 'click' ? -Infinity : performance.now();
  const waiting = waitingForAGap;
  waitingForAGap = [];
  for (const resume of waiting) void afterNextPaintWithin(100).then(resume);
}
// Listening from the entry on (it imports this module), before the first step asks.
if (typeof window !== 'undefined') {
  for (const type of ['keydown', 'keyup', 'click']) {
    window.addEventListener(type, inputCame, { capture: true, passive: true });
  }
}

/**
 * A task for a long step that must not delay a key: while the cardholder types, the one after
 * the next key (or press) has been painted, or once no key has come for 200 ms; otherwise the
 * next task. A press or tap ends the typing: the steps after it run one task after another.
 */
export function betweenKeystrokes(): Promise<void> {
  const sinceKey = performance.now() - lastKeyAt;
  if (sinceKey >= TYPING_MS) return nextTask();
  // Whichever comes first, the next key's paint or the pause; a second resolve does nothing.
  return new Promise((resolve) => {
    waitingForAGap.push(resolve);
    setTimeout(resolve, TYPING_MS - sinceKey);
  });
}

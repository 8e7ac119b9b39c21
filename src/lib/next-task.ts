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

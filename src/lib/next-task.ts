/** Ends the current task, so that the browser can paint and answer input before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the current frame: a press's own answer on screen
 * ('Cargando...') comes before any work it starts. A hidden tab paints nothing: it waits until
 * shown (only for work nothing else waits for).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the browser has painted the current frame, or after `atMostMs` if it has not by
 * then (a hidden tab paints nothing): for work that must come after a press's answer is on
 * screen but must not wait on the tab being shown.
 */
export function afterNextPaintWithin(atMostMs: number): Promise<void> {
  return Promise.race([
    afterNextPaint(),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}

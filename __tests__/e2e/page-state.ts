import type { Page, Request } from '@playwright/test';

/** The paths the page has asked for and not yet received, from now on (a held one included). */
export function requestsInFlight(page: Page): () => string[] {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => [...pending].map((request) => new URL(request.url()).pathname);
}

/**
 * Once the page has drawn a frame and run the task after it: what the last event or answer set
 * off in the page has been done and drawn.
 */
export function afterNextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

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

/**
 * What /login fetched ahead, and when (ms from the navigation): the first press's scripts
 * (`app`), the calls' code and the shell's and home's (`data-signed-in`), and when the whole
 * stylesheet was asked for (public/index.html, src/startup/3-app-loaded.ts).
 */
export function fetchedAhead(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const of = (selector: string) => {
      const urls = [...document.querySelectorAll<HTMLLinkElement>(selector)].map(
        (link) => new URL(link.dataset.href ?? '', location.href).href,
      );
      const byLink = entries.filter(
        (entry) => urls.includes(entry.name) && entry.initiatorType === 'link',
      );
      const firstArrival = (url: string) =>
        Math.min(
          ...entries.filter((entry) => entry.name === url).map((entry) => entry.responseEnd),
        );
      // Each group: how many files /login names, how many its links fetched (not as later run
      // from the HTTP cache), when they asked first and arrived last, and when every file had
      // arrived once, by its link or by the app's own request.
      return {
        named: urls.length,
        fetched: new Set(byLink.map((entry) => entry.name)).size,
        firstAsked: Math.min(...byLink.map((entry) => entry.startTime)),
        lastArrived: Math.max(...byLink.map((entry) => entry.responseEnd)),
        allArrived: Math.max(...urls.map(firstArrival)),
      };
    };
    const stylesheet = entries.find((entry) =>
      /\/static\/css\/main\.[0-9a-f]{8}\.css$/.test(entry.name),
    );
    return {
      app: of('link[data-first-press]'),
      calls: of('link[data-signed-in="calls"]'),
      pages: of('link[data-signed-in="pages"]'),
      stylesheetAsked: stylesheet?.startTime ?? null,
    };
  });
}

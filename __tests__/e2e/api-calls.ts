import type { BrowserContext, Page } from '@playwright/test';

export interface ApiCall {
  method: string;
  url: string;
  body: string;
  /** The page's clock (performance.now()) when the call was made, and when it was answered. */
  startedAt: number;
  answeredAt?: number;
}

interface PageWithRecorder {
  __recordApiCall: (id: string, call: ApiCall) => void;
  __recordApiAnswer: (id: string, at: number) => void;
}

/**
 * Mirage answers inside the page, out of the network's sight, so each page reports every provider
 * call before it is answered (`onCall` hears it then; `answeredAt` is set once answered). With
 * `behindNetwork`, a call made offline fails as on a dropped network and is not recorded.
 */
export async function recordApiCalls(
  context: BrowserContext,
  onCall: (call: ApiCall) => void = () => undefined,
  { behindNetwork = false } = {},
): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  const byId = new Map<string, ApiCall>();
  // An answer can be reported before its call, whose body is read first.
  const earlyAnswers = new Map<string, number>();
  await context.exposeBinding('__recordApiCall', (_source, id: string, call: ApiCall) => {
    const answeredAt = earlyAnswers.get(id);
    const recorded = answeredAt === undefined ? call : { ...call, answeredAt };
    byId.set(id, recorded);
    calls.push(recorded);
    onCall(recorded);
  });
  await context.exposeBinding('__recordApiAnswer', (_source, id: string, at: number) => {
    const call = byId.get(id);
    if (call) call.answeredAt = at;
    else earlyAnswers.set(id, at);
  });
  await context.addInitScript((dropsWithNetwork) => {
    const recorder = window as unknown as PageWithRecorder;
    let current = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set(next: typeof fetch) {
        current = function recordingFetch(input, init) {
          // The demo's own routes (/api/demo/: the banner's list, the scenario switch) are the
          // mock's, not the provider's: a live build never calls them.
          const target = typeof input === 'string' || input instanceof URL ? input : input.url;
          if (new URL(String(target), location.href).pathname.startsWith('/api/demo/'))
            return next.call(window, input, init);
          if (dropsWithNetwork && !navigator.onLine)
            return Promise.reject(new TypeError('Failed to fetch'));
          const id = crypto.randomUUID();
          const startedAt = performance.now();
          // Read without using up the request's body: the real call still needs it.
          const source = typeof input === 'string' || input instanceof URL ? null : input;
          const url = new URL(source ? source.url : String(input), location.href).href;
          const method = init?.method ?? source?.method ?? 'GET';
          const body: Promise<string> =
            init?.body != null
              ? Promise.resolve(String(init.body))
              : source
                ? source.clone().text()
                : Promise.resolve('');
          void body.then((text) =>
            recorder.__recordApiCall(id, { method, url, body: text, startedAt }),
          );
          const answer = next.call(window, input, init);
          void answer
            .finally(() => recorder.__recordApiAnswer(id, performance.now()))
            .catch(() => undefined);
          return answer;
        };
      },
    });
  }, behindNetwork);
  return calls;
}

interface PageWithHold {
  __heldApiCall: (url: string) => void;
  __releaseHeldApiCalls: () => void;
}

export interface HeldApiCalls {
  /** The URL of every call held so far, in order: the test counts them. */
  urls: string[];
  /** Lets every held call go on to the mock API, and any later one straight through. */
  release: (page: Page) => Promise<void>;
}

/**
 * A slow answer for exactly as long as a test needs: every provider API call whose path ends
 * with `path` waits, in the page, until `release`. Like `recordApiCalls` it wraps the fetch
 * the mock API installs, so the two cannot be used in the same context.
 */
export async function holdApiCalls(context: BrowserContext, path: string): Promise<HeldApiCalls> {
  const urls: string[] = [];
  await context.exposeBinding('__heldApiCall', (_source, url: string) => {
    urls.push(url);
  });
  await context.addInitScript((heldPath) => {
    const page = window as unknown as PageWithHold;
    const released = new Promise<void>((resolve) => {
      page.__releaseHeldApiCalls = resolve;
    });
    let current = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set(next: typeof fetch) {
        current = function holdingFetch(input, init) {
          const target = typeof input === 'string' || input instanceof URL ? input : input.url;
          const url = new URL(String(target), location.href);
          if (!url.pathname.endsWith(heldPath)) return next.call(window, input, init);
          page.__heldApiCall(url.href);
          return released.then(() => next.call(window, input, init));
        };
      },
    });
  }, path);
  return {
    urls,
    release: (page) =>
      page.evaluate(() => (window as unknown as PageWithHold).__releaseHeldApiCalls()),
  };
}

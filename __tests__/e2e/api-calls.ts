import type { BrowserContext } from '@playwright/test';

export interface ApiCall {
  method: string;
  url: string;
  body: string;
}

/**
 * The mock API answers inside the page (Mirage replaces window.fetch), so the browser's network
 * never sees those calls: every page of the context reports each call made through the fetch
 * the mock API installs, before it answers. The list fills as calls are made; `onCall` hears
 * each one as it comes.
 */
export async function recordApiCalls(
  context: BrowserContext,
  onCall: (call: ApiCall) => void = () => undefined,
): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  await context.exposeBinding('__recordApiCall', (_source, call: ApiCall) => {
    calls.push(call);
    onCall(call);
  });
  await context.addInitScript(() => {
    const record = (call: ApiCall) =>
      (window as unknown as { __recordApiCall: (call: ApiCall) => void }).__recordApiCall(call);
    let current = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set(next: typeof fetch) {
        current = function recordingFetch(input, init) {
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
          void body.then((text) => record({ method, url, body: text }));
          return next.call(window, input, init);
        };
      },
    });
  });
  return calls;
}

/**
 * @jest-environment node
 */
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { GenerateSW } from 'workbox-webpack-plugin';
import type { RuntimeCaching } from 'workbox-build';
import webpackConfig from '../../webpack.config';

// The config is only read here, never run: its prerender step (beasties, an ES module jest on
// Node 20 cannot require) stands in empty.
jest.mock('../../scripts/prerender-plugin', () => ({ PrerenderPagesPlugin: class {} }));

// The worker's event, which none of the rules reads (its type is the worker's, not this test's).
const NO_EVENT = {} as Parameters<RouteMatchCallback>[0]['event'];

/**
 * The service worker's one rule at run time, as the production build hands it to Workbox
 * (webpack.config.ts): which navigations it answers and keeps as its offline copy of the app.
 */
function pagesRule(): {
  matches: (path: string, mode?: string) => boolean;
  plugins: WorkboxPlugin[];
} {
  const { plugins = [] } = webpackConfig({}, { mode: 'production' });
  const worker = plugins.find((plugin) => plugin instanceof GenerateSW);
  const { runtimeCaching = [] } = (
    worker as unknown as { config: { runtimeCaching?: RuntimeCaching[] } }
  ).config;
  expect(runtimeCaching).toHaveLength(1);
  const [rule] = runtimeCaching;
  const urlPattern = rule.urlPattern as RouteMatchCallback;
  return {
    matches: (path, mode = 'navigate') =>
      Boolean(
        urlPattern({
          request: { mode } as Request,
          url: new URL(path, 'https://autogestion.example'),
          sameOrigin: true,
          event: NO_EVENT,
        }),
      ),
    plugins: rule.options?.plugins ?? [],
  };
}

test("the worker answers and keeps only navigations to the app's pages: never a file, /static/, /api/ or the popup's pages", () => {
  const { matches } = pagesRule();
  const pages = [
    '/',
    '/login',
    '/login/',
    '/payment',
    '/payments',
    '/payments/40022',
    // A payment's detail whatever the provider's id holds: it is still the app.
    '/payments/OP.123',
    '/404',
    '/una-pagina-que-no-existe',
  ];
  const notPages = [
    '/manifest.webmanifest',
    '/robots.txt',
    '/favicon.svg',
    '/icons/icon-192.png',
    '/sw.js',
    '/index.html',
    '/login/index.html',
    '/security-headers.json',
    '/static/js/main.0123abcd.js',
    '/static/',
    '/static/js',
    '/api/v1/account/',
    '/payment/frame',
    '/payment/success',
    '/demo-gateway/',
    '/.env',
    '/.git/config',
  ];
  expect(pages.filter((path) => !matches(path))).toEqual([]);
  expect(notPages.filter((path) => matches(path))).toEqual([]);
  // A page's file asked for by a script, not opened: the worker leaves it to the network.
  expect(matches('/', 'cors')).toBe(false);
  expect(matches('/login', 'no-cors')).toBe(false);
});

test("of a page's answer it keeps only the app's HTML answered 200; the copy it serves says it is one", async () => {
  const { plugins } = pagesRule();
  // One rule of its own: Workbox then adds no default one (which keeps any 200 or opaque answer).
  const keepers = plugins.flatMap(({ cacheWillUpdate }) =>
    cacheWillUpdate ? [cacheWillUpdate] : [],
  );
  expect(keepers).toHaveLength(1);
  const [cacheWillUpdate] = keepers;
  const kept = async (response: Response) =>
    (await cacheWillUpdate({
      request: new Request('https://autogestion.example/'),
      response,
      event: NO_EVENT,
      state: {},
    })) === response;
  const answer = (status: number, contentType?: string) =>
    new Response(status === 204 ? null : '<!doctype html>', {
      status,
      headers: contentType ? { 'Content-Type': contentType } : {},
    });

  expect(await kept(answer(200, 'text/html'))).toBe(true);
  expect(await kept(answer(200, 'text/html; charset=utf-8'))).toBe(true);
  expect(await kept(answer(200, 'TEXT/HTML;charset=UTF-8'))).toBe(true);
  for (const [status, contentType] of [
    [200, 'application/manifest+json'],
    [200, 'text/plain; charset=utf-8'],
    [200, 'application/json'],
    [200, 'image/svg+xml'],
    [200, 'text/html-sandboxed'],
    [200, undefined],
    [204, 'text/html'],
    [404, 'text/html; charset=utf-8'],
    [500, 'text/html'],
    [503, 'text/html'],
  ] as const) {
    expect({ status, contentType, kept: await kept(answer(status, contentType)) }).toEqual({
      status,
      contentType,
      kept: false,
    });
  }
  // A redirect the worker saw as one (status 0), or a network error's answer.
  expect(await kept(Response.error())).toBe(false);

  const [marked] = plugins.flatMap(({ cachedResponseWillBeUsed }) =>
    cachedResponseWillBeUsed ? [cachedResponseWillBeUsed] : [],
  );
  const served = await marked({
    cacheName: 'autogestion-pages',
    request: new Request('https://autogestion.example/'),
    cachedResponse: answer(200, 'text/html; charset=utf-8'),
    event: NO_EVENT,
    state: {},
  });
  expect(served?.headers.get('Server-Timing')).toBe('offline-copy');
  expect(served?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
});

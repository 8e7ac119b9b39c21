/**
 * @jest-environment node
 */
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium';
import {
  fetchedAheadAssets,
  firstPaintAssets,
  firstPressAssets,
  SIZE_BUDGETS_KB,
} from '../../scripts/critical-assets';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TEST_BUILDS } from '../builds';
import { startScript } from './http-servers';
import { CONFIGURED_API_URL, CONFIGURED_PROVIDER_ORIGIN } from '../e2e-live/origins';

/**
 * The live build must carry no mock API at all: no Mirage, no pretender, no demo data. These
 * checks read the browser tests' live bundles (__tests__/builds.ts): as it ships, and as
 * configured for a deployment. Each is built once per run (scripts/build-for-tests.ts).
 */
const root = path.resolve(__dirname, '../..');
const outputDir = path.join(root, TEST_BUILDS.live.dir);
const statsFile = `${outputDir}-stats.json`;
const configuredDir = path.join(root, TEST_BUILDS.configured.dir);

interface Stats {
  modules: Array<{ name: string; modules?: Array<{ name: string }> }>;
}

interface StatsWithChunks {
  chunks: Array<{ names: string[]; files: string[] }>;
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/** The inline scripts of a built page (a <script> with no src), as the page holds them. */
function inlineScriptsOf(file: string): string[] {
  const html = readFileSync(path.join(outputDir, file), 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .map(([, , body = '']) => body);
}

/** The inline stylesheets of a built page (its <style> elements), as the page holds them. */
function inlineStylesOf(file: string): string[] {
  const html = readFileSync(path.join(outputDir, file), 'utf8');
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body);
}

/** The CSP source for one inline script or stylesheet: the sha256 of its exact text. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

// Strings that only the mock API's code contains (checked against the packages below).
const MOCK_MARKERS = [
  'pretender',
  'FakeXMLHttpRequest',
  'Mirage:',
  'María Fernández',
  '/demo-gateway/',
  // The demo scenarios panel and its routes.
  'Escenarios de demostración',
  'Proveedor caído',
  'Reiniciar la demostración',
  '/api/demo/',
];

beforeAll(() => {
  execFileSync(
    process.execPath,
    ['--import=tsx', 'scripts/build-for-tests.ts', 'live', 'configured'],
    { cwd: root, stdio: 'ignore' },
  );
  // Two builds side by side, or waiting for npm test's, on a machine busy with other tests.
}, 300_000);

test('no module of the mock API or its libraries is in the live bundle', () => {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;
  const names = stats.modules.flatMap((module) => [
    module.name,
    ...(module.modules ?? []).map((inner) => inner.name),
  ]);
  expect(names.length).toBeGreaterThan(50);
  expect(
    names.filter((name) =>
      /miragejs|pretender|fake-xml-http-request|\/mocks\/|src\/features\/demo\//.test(name),
    ),
  ).toEqual([]);
});

test('no file of the live build contains the mock API markers', () => {
  const files = filesUnder(outputDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of MOCK_MARKERS)
      expect({ file, has: text.includes(marker) }).toEqual({ file, has: false });
  }
  expect(readFileSync(path.join(outputDir, 'index.html'), 'utf8')).toMatch(/<div id="?root"?>/);
});

test('/login is rendered at build time: the form and the marketing content are in its HTML', () => {
  const html = readFileSync(path.join(outputDir, 'login/index.html'), 'utf8');
  expect(html).toMatch(/<div id="?root"? data-prerendered="?\/login"?>/);
  for (const text of [
    'Ingresá a Autogestión',
    '>DNI</label>',
    'INGRESAR',
    'Cómo pagar tu tarjeta',
    'Botón de arrepentimiento',
  ])
    expect(html).toContain(text);
  // Hydration needs React's Suspense markers, which an HTML minifier would strip.
  expect(html).toContain('<!--$-->');
  // The entry is asked for once the page has painted (public/index.html adds it from this
  // placeholder): no script of the page's own is linked, async or deferred.
  expect(html).toMatch(
    /<script data-src="\/static\/js\/main\.[0-9a-f]{8}\.js" data-after-paint><\/script>/,
  );
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  // No field has a name: a press of INGRESAR before the script runs sends nothing anywhere.
  expect(html).not.toMatch(/<input[^>]*\sname=/);
  // Any other path gets the app's shell with a loading indicator, never the login form.
  const shell = readFileSync(path.join(outputDir, 'index.html'), 'utf8');
  expect(shell).not.toContain('INGRESAR');
  expect(shell).toContain('Cargando...');
  // Which needs the app at once: its entry is linked, async (deferred, it would run in the task
  // that ends parsing: webpack.config.ts).
  expect(shell).toMatch(/<script src="?\/static\/js\/main\.[0-9a-f]{8}\.js"? async><\/script>/);
});

test("/login's first paint waits for no stylesheet: the rules its markup uses are inline, the whole stylesheet is asked for once it has painted", () => {
  const html = readFileSync(path.join(outputDir, 'login/index.html'), 'utf8');
  const [critical = '', ...others] = inlineStylesOf('login/index.html');
  expect(others).toEqual([]);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<style>${critical}</style>`);
  expect(head).not.toMatch(/<link[^>]*stylesheet/);
  // Asked for once the page has painted (public/index.html sets href from data-href); without
  // script, linked plainly.
  const css = String.raw`/static/css/main\.[0-9a-f]{8}\.css`;
  expect(html).toMatch(
    new RegExp(
      `<link rel="stylesheet" data-href="${css}" data-after-paint>` +
        `<noscript><link href="${css}" rel="stylesheet"></noscript></body>`,
    ),
  );
  expect(html.match(/<link[^>]*rel="stylesheet"/g)).toHaveLength(2);
  // The rules of the form and of the header are there; not those of pages /login never shows.
  for (const selector of ['.btn-primary', '.form-control', '.card-body', '.container']) {
    expect(critical).toContain(selector);
  }
  expect(critical).not.toContain('.modal-dialog');
  // Of Bootstrap's custom properties, only those something reads (the bytes are the paint's).
  const declared = new Set(Array.from(critical.matchAll(/[{;](--[\w-]+):/g), ([, name]) => name));
  expect(declared).toContain('--bs-body-font-family');
  expect(declared).not.toContain('--bs-indigo');
  for (const name of declared)
    expect({ name, read: critical.includes(`var(${name}`) }).toEqual({ name, read: true });
  // Small beside the whole stylesheet: the HTML stays one quick download.
  expect(gzipSync(critical, { level: 9 }).length / 1024).toBeLessThanOrEqual(6);
  // Every other page (index.html) keeps the stylesheet in its head, as any page would.
  const shell = readFileSync(path.join(outputDir, 'index.html'), 'utf8');
  expect(shell.slice(0, shell.indexOf('</head>'))).toMatch(/<link[^>]*stylesheet/);
});

test("/login's favicon and web app manifest are named once it has painted; without script, the manifest linked plainly; every other page links them", () => {
  const html = readFileSync(path.join(outputDir, 'login/index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  // Until then the favicon's href is an empty data: URL, or Chromium would ask for /favicon.ico.
  expect(head).toContain(
    '<link rel="icon" href="data:," data-href="/icons/icon-32.png" sizes="32x32" type="image/png" data-after-paint>',
  );
  expect(head).toContain(
    '<link rel="manifest" data-href="/manifest.webmanifest" data-after-paint>' +
      '<noscript><link rel="manifest" href="/manifest.webmanifest"></noscript>',
  );
  expect(html.match(/<link[^>]*rel="icon"/g)).toHaveLength(1);
  expect(html.match(/<link[^>]*rel="manifest"/g)).toHaveLength(2);
  const shell = readFileSync(path.join(outputDir, 'index.html'), 'utf8');
  expect(shell).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?>/);
  expect(shell).toMatch(/<link rel="?icon"? href="?\/icons\/icon-32\.png"?/);
});

test('buttons and text fields answer a press or a focus without a fade', () => {
  const cssDir = path.join(outputDir, 'static/css');
  const css = readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
    .join('\n');
  // Each rule whose selectors name a button or a text field, and the transitions it declares.
  const faded = Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
    .filter(([, selectors = '']) => /(^|[\s,>+~])\.(btn|form-control)($|[\s,:])/.test(selectors))
    .flatMap(([, selectors = '', body = '']) =>
      Array.from(body.matchAll(/(?:^|;)\s*transition:\s*([^;]+)/g), ([, value]) => ({
        selectors: selectors.trim(),
        value,
      })),
    )
    .filter(({ value }) => value !== 'none');
  expect(faded).toEqual([]);
  expect(css).toContain('.btn{');
});

test('/login paints no SVG image: the logo is drawn inline and the favicon is a PNG', () => {
  const html = readFileSync(path.join(outputDir, 'login/index.html'), 'utf8');
  // An SVG in an <img> or a <link rel=icon> costs the browser an SVG document of its own
  // while the page loads (tens of milliseconds of a phone's main thread each).
  expect(html).not.toMatch(/<img[^>]*src="?data:image\/svg/);
  expect(html).not.toMatch(/<link[^>]*rel="?icon"?[^>]*\.svg/);
  expect(html).toMatch(/<svg[^>]*role="?img"?[^>]*aria-label="?Tarjeta Ceibo"?/);
  expect(html).toMatch(/<link[^>]*rel="?icon"?[^>]*href="?\/icons\/icon-32\.png/);
  // Chromium fetches the manifest's first icon right after load and draws an SVG one as a
  // page of its own in /login's renderer (about 80 ms of a phone's main thread): PNGs only.
  const manifest = JSON.parse(
    readFileSync(path.join(outputDir, 'manifest.webmanifest'), 'utf8'),
  ) as { icons: { src: string; type: string }[] };
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect(icon.type).toBe('image/png');
});

test('the markers are real: the mock API and its libraries do contain them', () => {
  const sources = [
    require.resolve('miragejs'),
    require.resolve('pretender'),
    path.join(root, 'mocks/scenarios/demo-cardholders.ts'),
    path.join(root, 'mocks/browser.ts'),
    path.join(root, 'src/features/demo/cardholders.ts'),
    path.join(root, 'src/features/demo/scenarios.ts'),
    path.join(root, 'src/features/demo/demoApi.ts'),
  ].map((file) => readFileSync(file, 'utf8'));
  for (const marker of MOCK_MARKERS)
    expect(sources.some((source) => source.includes(marker))).toBe(true);
});

test("the receipt's code is one chunk of a few KB, no PDF library nor font: not on /login, not in the first press", () => {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsWithChunks;
  const scripts = filesUnder(outputDir).filter((file) => file.endsWith('.js'));
  // jsPDF's mark, and an embedded font's: the receipt writes its PDF in the standard fonts.
  for (const mark of ['addFileToVFS', 'OpenSans']) {
    expect(scripts.filter((file) => readFileSync(file, 'utf8').includes(mark))).toEqual([]);
  }
  const receipt = scripts.filter((file) => /[\\/]receipt\.[0-9a-f]{8}\.chunk\.js$/.test(file));
  expect(receipt).toHaveLength(1);
  const code = readFileSync(receipt[0] ?? '');
  // It is really there: the standard fonts it names.
  expect(code.toString('utf8')).toContain('Helvetica-Bold');
  expect(gzipSync(code).length).toBeLessThan(4 * 1024);
  const chunk = path.relative(outputDir, receipt[0] ?? '');
  expect(firstPaintAssets(outputDir)).not.toContain(chunk);
  expect(firstPressAssets(outputDir, stats)).not.toContain(chunk);
});

test('the live build talks to the configured provider API, which its policy allows', () => {
  const codeOf = (dir: string) =>
    filesUnder(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  expect(codeOf(configuredDir)).toContain(CONFIGURED_API_URL);
  expect(codeOf(outputDir)).not.toContain(CONFIGURED_API_URL);
  const { csp } = JSON.parse(
    readFileSync(path.join(configuredDir, 'security-headers.json'), 'utf8'),
  ) as { csp: string };
  expect(csp.split('; ').find((directive) => directive.startsWith('connect-src '))).toBe(
    `connect-src 'self' ${CONFIGURED_PROVIDER_ORIGIN} https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com`,
  );
});

test('the service worker precaches only hashed static files; at run time only pages, network first', () => {
  const sw = readFileSync(path.join(outputDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  expect(precached).toContain(
    '/static/js/' +
      readdirSync(path.join(outputDir, 'static/js')).find((f) => f.startsWith('main.')),
  );
  for (const url of precached)
    expect(url).toMatch(/^\/static\/.+\.[0-9a-f]{8}(\.chunk)?\.(js|css|svg)$/);
  // One file, Workbox's runtime inlined: its importScripts() is a sink Trusted Types refuse.
  expect(sw).not.toContain('importScripts(');
  // One route at run time: a navigation (not /api/, /payment/, the demo gateway), from the
  // network first with no time limit, its HTML kept for when the network fails.
  expect(
    sw.match(
      /\(\{request:\w+,url:\w+\}\)=>"navigate"===\w+\.mode&&!\/\^\\\/\(api\|payment\|demo-gateway\)\\\/\//g,
    ),
  ).toHaveLength(1);
  expect(sw.match(/\(\{cacheName:"autogestion-pages",plugins:\[/g)).toHaveLength(1);
  expect(sw).not.toMatch(/networkTimeoutSeconds:\d|CacheFirst|StaleWhileRevalidate/);
});

/**
 * Size budgets (gzip; scripts/critical-assets.ts, docs/performance.md): what /login runs before a
 * press, and what the first press downloads, which a signed-out cardholder waits for. Lighthouse
 * timings vary between runs, so `npm run bench` reports them and no test holds them.
 */

function gzipKb(files: string[], ext: string): number {
  const bytes = files
    .filter((file) => file.endsWith(ext))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(outputDir, file)), { level: 9 }).length,
      0,
    );
  return bytes / 1024;
}

test('/login runs one small script before a press, with one small stylesheet', () => {
  const firstPaint = firstPaintAssets(outputDir);
  expect(firstPaint.filter((file) => file.endsWith('.js'))).toHaveLength(1);
  expect(gzipKb(firstPaint, '.js')).toBeLessThanOrEqual(SIZE_BUDGETS_KB.firstPaintJs);
  expect(gzipKb(firstPaint, '.css')).toBeLessThanOrEqual(SIZE_BUDGETS_KB.css);
});

test('the first press downloads the app within its budget', () => {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsWithChunks;
  const firstPress = firstPressAssets(outputDir, stats);
  // The entry, the way to the app and the app's chunks.
  expect(firstPress.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2);
  expect(gzipKb(firstPress, '.js')).toBeLessThanOrEqual(SIZE_BUDGETS_KB.firstPressJs);
});

test("/login fetches ahead the first press's scripts but the entry, then the calls' code named before the shell's and home's, each once, in one file each", () => {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsWithChunks;
  const js = (file: string) => file.endsWith('.js');
  const group = (name: string) =>
    stats.namedChunkGroups[name].assets.map((asset) => asset.name).filter(js);
  const [app, loader] = [group('app'), group('app-loader')];
  expect(app).toContainEqual(expect.stringMatching(/^static\/js\/app\.[0-9a-f]{8}\.chunk\.js$/));
  expect(loader).toEqual([
    expect.stringMatching(/^static\/js\/app-loader\.[0-9a-f]{8}\.chunk\.js$/),
  ]);
  expect(fetchedAheadAssets(outputDir, 'first-press')).toEqual([...loader, ...app]);
  const [calls, pages] = [
    fetchedAheadAssets(outputDir, 'calls'),
    fetchedAheadAssets(outputDir, 'pages'),
  ];
  expect(calls).toEqual(group('signed-in-data'));
  expect(new Set([...calls, ...pages])).toEqual(
    new Set([...group('signed-in-data'), ...group('shell'), ...group('home')]),
  );
  expect([...calls, ...pages]).toHaveLength(new Set([...calls, ...pages]).size);
  // Two files, whatever else shares their modules (webpack.config.ts), within their budget.
  expect(calls).toEqual([
    expect.stringMatching(/^static\/js\/signed-in-calls\.[0-9a-f]{8}\.chunk\.js$/),
  ]);
  expect(pages).toEqual([
    expect.stringMatching(/^static\/js\/signed-in-pages\.[0-9a-f]{8}\.chunk\.js$/),
  ]);
  expect(gzipKb([...calls, ...pages], '.js')).toBeLessThanOrEqual(SIZE_BUDGETS_KB.signedInJs);
  expect(firstPressAssets(outputDir, stats).filter(js)).toEqual([
    ...firstPaintAssets(outputDir).filter(js),
    ...loader,
    ...app,
  ]);
});

test("the provider API's code (RTK Query) is the app's, not the entry's: /login's first paint runs none of it", () => {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsWithChunks;
  const read = (file: string) => readFileSync(path.join(outputDir, file), 'utf8');
  // RTK Query's own action types: in its code, whatever the minifier does to names.
  const rtkQueryMark = '__rtkq/';
  for (const file of firstPaintAssets(outputDir)) expect(read(file)).not.toContain(rtkQueryMark);
  const appScripts = stats.namedChunkGroups.app.assets
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.js'));
  expect(appScripts.some((file) => read(file).includes(rtkQueryMark))).toBe(true);
});

describe('production headers of npm run serve (the live build)', () => {
  const port = 4191;
  const servers: ChildProcess[] = [];
  // Ready once it says it listens on the port.
  beforeAll(() =>
    startScript('scripts/serve.ts', { DIST_DIR: outputDir, PORT: String(port) }, [port], servers),
  );
  afterAll(() => {
    for (const server of servers) server.kill();
  });
  const headersOf = async (pathname: string) =>
    (await fetch(`http://127.0.0.1:${port}${pathname}`)).headers;

  test('in Chromium, under its own policy, /login and / of the live build run with no violation or error', async () => {
    const browser = await chromium.launch({
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await page.goto(`http://127.0.0.1:${port}/login`);
      // Hydrated: the app turned INGRESAR into a submit button.
      await page.waitForSelector('button[type="submit"]');
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForURL(/\/login$/);
      await page.waitForSelector('button[type="submit"]');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);

  test('a strict Content-Security-Policy limited to the provider API, and the other security headers', async () => {
    const headers = await headersOf('/login');
    const csp = Object.fromEntries(
      (headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(csp).toEqual({
      'default-src': "'none'",
      // public/index.html's inline script, which holds a press before any file arrives.
      'script-src': `'self' ${sha256Source(inlineScriptsOf('login/index.html')[0] ?? '')}`,
      // /login's critical CSS (scripts/prerender-plugin.ts).
      'style-src': `'self' ${sha256Source(inlineStylesOf('login/index.html')[0] ?? '')}`,
      'img-src': "'self' data:",
      // The provider on the app's own origin: /api/v1/.
      'connect-src': "'self'",
      'manifest-src': "'self'",
      'worker-src': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
      'object-src': "'none'",
      // Every script URL through a named policy: the after-paint script's, webpack's, the app's.
      'require-trusted-types-for': "'script'",
      'trusted-types': 'after-paint webpack autogestion',
    });
    expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  test.each(['/payment/frame', '/payment/success', '/payment/error'])(
    '%s, inside the popup, has no Cross-Origin-Opener-Policy',
    async (pathname) => {
      const headers = await headersOf(pathname);
      expect(headers.get('cross-origin-opener-policy')).toBeNull();
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  test('hashed files are cached for a year; the service worker is revalidated', async () => {
    const main = readdirSync(path.join(outputDir, 'static/js')).find((file) =>
      file.startsWith('main.'),
    );
    expect((await headersOf(`/static/js/${main}`)).get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await headersOf('/sw.js')).get('cache-control')).toBe('no-cache');
  });

  test('/demo-gateway/ of the live build is just the app, with its COOP; only GET and HEAD', async () => {
    const built = JSON.parse(readFileSync(path.join(outputDir, 'security-headers.json'), 'utf8'));
    expect(built.demoGateway).toBe(false);
    const gateway = await fetch(`http://127.0.0.1:${port}/demo-gateway/`);
    expect(gateway.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await gateway.text()).toBe(readFileSync(path.join(outputDir, 'index.html'), 'utf8'));
    const post = await fetch(`http://127.0.0.1:${port}/login`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  test.each(['index.html', 'login/index.html'])(
    "%s has one inline script, public/index.html's, allowed by the sha256 of its exact text in the policy the build wrote and the server sends; no on* attribute",
    async (file) => {
      const scripts = inlineScriptsOf(file);
      expect(scripts).toHaveLength(1);
      // Minified by the build: the hash is of the text as built, not as written.
      const [script = ''] = scripts;
      expect(script).toMatch(/window\.earlyTaps\s*=/);
      expect(script).toContain('button[data-early-tap]');
      const built = JSON.parse(readFileSync(path.join(outputDir, 'security-headers.json'), 'utf8'));
      const scriptSrc = (csp: string) =>
        csp.split('; ').find((part) => part.startsWith('script-src '));
      expect(scriptSrc(built.csp)).toBe(`script-src 'self' ${sha256Source(script)}`);
      const sent = (await headersOf(`/${file}`)).get('content-security-policy') ?? '';
      expect(scriptSrc(sent)).toBe(`script-src 'self' ${sha256Source(script)}`);
      expect(readFileSync(path.join(outputDir, 'nginx-security-headers.conf'), 'utf8')).toContain(
        sha256Source(script),
      );
      expect(readFileSync(path.join(outputDir, file), 'utf8')).not.toMatch(/\son[a-z]+=/i);
    },
  );
});

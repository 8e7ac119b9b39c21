/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../../scripts/security-headers';
import { REPEATED_SLASHES, send, startScript, write, type Answer } from './http-servers';

// Many requests per test, on a machine that may be busy building.
jest.setTimeout(30_000);

/**
 * `npm run serve` (scripts/serve.ts) through real HTTP, on small builds made here: what it
 * serves, what it refuses, and its headers (quality.md, security 6). Requests go through
 * node:http with the raw path, since fetch would normalise the ones that matter here.
 */
const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
const APP = '<title>APP-INDEX</title>';
const LOGIN = '<title>LOGIN-PAGE</title>';
const GATEWAY = '<title>DEMO-GATEWAY</title>';
const NOTIFY = '<title>DEMO-GATEWAY-NOTIFY</title>';
const CSP = "default-src 'none'; script-src 'self'; connect-src 'self' https://api.example";
// Above a kilobyte, and compressible: gzip has something to do.
const MAIN_JS = `console.info(${JSON.stringify('x'.repeat(4000))});\n`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));

/** A build folder, with a `dist-old/` and a secret beside it (never to be served). */
function fixture(name: string, { headers, demo }: { headers?: object; demo: boolean }) {
  const base = path.join(tmp, name);
  const dist = path.join(base, 'dist');
  write(path.join(dist, 'index.html'), `<!doctype html>${APP}`);
  write(path.join(dist, 'login/index.html'), `<!doctype html>${LOGIN}`);
  write(path.join(dist, 'static/js/main.abcdef12.js'), MAIN_JS);
  write(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  write(
    path.join(dist, 'nginx-security-headers.conf'),
    `add_header X-Secret "${SECRET}" always;\n`,
  );
  if (headers) write(path.join(dist, 'security-headers.json'), JSON.stringify(headers));
  if (demo) {
    write(path.join(dist, 'demo-gateway/index.html'), `<!doctype html>${GATEWAY}`);
    write(path.join(dist, 'demo-gateway/notify/index.html'), `<!doctype html>${NOTIFY}`);
  }
  write(path.join(base, 'dist-old/.env'), `API_KEY=${SECRET}\n`);
  write(path.join(base, 'dist-old/index.html'), `<!doctype html>${SECRET}`);
  write(path.join(base, 'secret.txt'), `${SECRET}\n`);
  return dist;
}

// Every server started, killed in afterAll even when one of them never answered.
const servers: ChildProcess[] = [];

const startServer = (env: Record<string, string>) =>
  startScript(
    'scripts/serve.ts',
    env,
    [Number(env.PORT), ...(env.GATEWAY_PORT ? [Number(env.GATEWAY_PORT)] : [])],
    servers,
  );

// Ports of their own (the other suites use 4173, 4191 and the like).
const LIVE = 4461;
const LIVE_GATEWAY = 4462;
const DEMO = 4463;
const BARE = 4464;

beforeAll(async () => {
  const live = fixture('live', { headers: { csp: CSP, demoGateway: false }, demo: false });
  const demo = fixture('demo', { headers: { csp: CSP, demoGateway: true }, demo: true });
  // No security-headers.json at all (an old build, or a folder copied by hand).
  const bare = fixture('bare', { demo: true });
  await Promise.all([
    startServer({ DIST_DIR: live, PORT: String(LIVE), GATEWAY_PORT: String(LIVE_GATEWAY) }),
    startServer({ DIST_DIR: demo, PORT: String(DEMO) }),
    startServer({ DIST_DIR: bare, PORT: String(BARE) }),
  ]);
}, 60_000);

afterAll(() => {
  for (const server of servers) server.kill();
  rmSync(tmp, { recursive: true, force: true });
});

function expectSecurityHeaders(answer: Answer, csp = CSP) {
  expect(answer.headers['content-security-policy']).toBe(csp);
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectNotFound(answer: Answer) {
  expect(answer.status).toBe(404);
  expect(answer.text).toBe('No encontrado');
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expectSecurityHeaders(answer);
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}

describe('nothing outside the build folder is reachable', () => {
  test.each([
    // Encoded dots and slashes.
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/static/%2e%2e/%2e%2e/secret.txt',
    '/../secret.txt',
    '/static/../../secret.txt',
    // Backslashes, plain and encoded.
    '/..\\secret.txt',
    '/static\\..\\..\\secret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5Csecret.txt',
    // Double encoding.
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%252fsecret.txt',
    // NUL.
    '/secret.txt%00',
    '/login%00',
    '/%00',
    '/static/js/main.abcdef12.js%00.html',
    // Malformed escapes.
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/login%',
  ])('%s is a 404: neither the file nor the app', async (rawPath) => {
    const answer = await send(LIVE, rawPath);
    expectNotFound(answer);
    expect(answer.text).not.toContain(SECRET);
  });

  test.each([
    '/..%2fdist-old/.env',
    '/..%2fdist-old/index.html',
    '/..%2fdist-old',
    '/..%2fdist-old/',
    '/%2e%2e/dist-old/.env',
    '/%2e%2e/dist-old',
    '/..\\dist-old\\.env',
    '/..%5cdist-old%5c.env',
    '/../dist-old/.env',
  ])('the sibling folder whose name starts like dist (dist-old/): %s is a 404', async (rawPath) => {
    const answer = await send(LIVE, rawPath);
    expectNotFound(answer);
    expect(answer.text).not.toContain(SECRET);
  });
});

describe('methods: GET and HEAD only', () => {
  test.each(['OPTIONS', 'PUT', 'DELETE', 'TRACE', 'POST', 'PATCH'])(
    '%s is a 405 with Allow: GET, HEAD and the security headers, not the app',
    async (method) => {
      for (const rawPath of ['/', '/login', '/static/js/main.abcdef12.js', '/missing']) {
        const answer = await send(LIVE, rawPath, { method });
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
        expectSecurityHeaders(answer);
        expect(answer.text).not.toContain(APP);
        expect(answer.text).not.toContain(LOGIN);
        expect(answer.text).not.toContain('console.info');
      }
    },
  );

  test('a refused method on a popup page is no popup page: it has COOP (as under nginx)', async () => {
    const answer = await send(LIVE, '/payment/frame', { method: 'POST' });
    expect([answer.status, answer.text]).toEqual([405, 'Método no permitido']);
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('HEAD answers like GET, without a body', async () => {
    for (const rawPath of ['/login', '/', '/static/js/main.abcdef12.js', '/missing.js']) {
      const get = await send(LIVE, rawPath);
      const head = await send(LIVE, rawPath, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.body.length).toBe(0);
      for (const name of [
        'content-type',
        'cache-control',
        'content-security-policy',
        'cross-origin-opener-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
      ])
        expect([rawPath, name, head.headers[name]]).toEqual([rawPath, name, get.headers[name]]);
    }
  });
});

describe('the SPA fallback', () => {
  test.each(['/', '/payment', '/payment?amount=10', '/payment/frame', '/no/such/page'])(
    '%s gets the app (index.html), revalidated',
    async (rawPath) => {
      const answer = await send(LIVE, rawPath);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(APP);
      expect(answer.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(answer);
    },
  );

  test.each(['/login', '/login/'])('%s gets login/index.html', async (rawPath) => {
    const answer = await send(LIVE, rawPath);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(LOGIN);
    expect(answer.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
  });

  test.each(['/static/js/main.missing.js', '/missing.js', '/login/missing.css', '/favicon.ico'])(
    'a missing file with an extension (%s) is a 404, never the app',
    async (rawPath) => {
      const answer = await send(LIVE, rawPath);
      expectNotFound(answer);
      expect(String(answer.headers['cache-control'])).not.toMatch(/immutable/);
    },
  );

  test.each([
    '/payments/OP.123',
    // The id 'OP%2E1' as the app links it (encodeURIComponent), and 'OP.1' typed encoded.
    '/payments/OP%252E1',
    '/payments/OP%2E1',
    '/payments/a-b',
    '/payments/a%2Fb',
    `/payments/OP.${'9'.repeat(54)}-x`,
    '/payments/comprobante.pdf',
    '/payments/OP.123?estado=x',
  ])("a payment's detail, whatever its id (%s), gets the app on a reload", async (rawPath) => {
    const answer = await send(LIVE, rawPath);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(APP);
    expect(answer.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test.each([
    '/static/js/main.abcdef12.js.map',
    '/main.js.map',
    '/.env',
    '/.git/config',
    '/static/.hidden',
    '/payments/OP.123/extra.js',
    '/payments/%2e%2e',
    '/payments/..%2fsecret.txt',
    '/payments/OP.123%00',
    '/payments/%zz',
  ])('a source map, a dotfile, or no payment id (%s) is still a 404', async (rawPath) => {
    const answer = await send(LIVE, rawPath);
    expectNotFound(answer);
    expect(answer.text).not.toContain(SECRET);
  });

  test.each([
    // What the build wrote for the server (its headers), as nginx.conf refuses it.
    '/security-headers.json',
    '/nginx-security-headers.conf',
    // An encoded slash hides what the path names (a payment's id aside).
    '/static%2fjs%2fmain.abcdef12.js',
    '/static/js%2Fmain.abcdef12.js',
    '/payment%2fframe',
    '/payment%2Fsuccess',
    // Under /static/ only files: not its folders, not the app.
    '/static/',
    '/static/js',
    '/static/js/',
    // Repeated slashes with a character a Location could not carry back as it came.
    '//\\evil.example/',
    '/login//"x"',
  ])('%s is a 404 with COOP, as under nginx', async (rawPath) => {
    expectNotFound(await send(LIVE, rawPath));
  });
});

describe('repeated slashes', () => {
  test.each(REPEATED_SLASHES)(
    '%s is sent to %s (a relative Location), with the usual headers and COOP',
    async (rawPath, location) => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(LIVE, rawPath, { method });
        expect([method, answer.status, answer.headers.location]).toEqual([method, 308, location]);
        expectSecurityHeaders(answer);
        expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      }
    },
  );

  test('a demo build: the demo gateway with a slash too many is sent to its page, with COOP', async () => {
    for (const [rawPath, location] of [
      ['/demo-gateway//x', '/demo-gateway/x'],
      ['//demo-gateway/notify/', '/demo-gateway/notify/'],
      ['/demo-gateway//notify//?id=1', '/demo-gateway/notify/?id=1'],
    ]) {
      const answer = await send(DEMO, rawPath);
      expect([rawPath, answer.status, answer.headers.location]).toEqual([rawPath, 308, location]);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expectSecurityHeaders(answer);
    }
  });
});

describe('caching and compression', () => {
  test('hashed files under static/ are cached a year; HTML and sw.js are revalidated', async () => {
    const main = await send(LIVE, '/static/js/main.abcdef12.js');
    expect(main.status).toBe(200);
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(main.text).toBe(MAIN_JS);
    for (const rawPath of ['/sw.js', '/', '/login', '/payment'])
      expect([rawPath, (await send(LIVE, rawPath)).headers['cache-control']]).toEqual([
        rawPath,
        'no-cache',
      ]);
  });

  test('text is sent gzipped when the browser asks, with Vary: Accept-Encoding', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate, br, zstd']) {
      const answer = await send(LIVE, '/static/js/main.abcdef12.js', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.length).toBeLessThan(MAIN_JS.length / 4);
      expect(gunzipSync(answer.body).toString('utf8')).toBe(MAIN_JS);
    }
    const html = await send(LIVE, '/login', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.body).toString('utf8')).toContain(LOGIN);
  });

  test('without Accept-Encoding the file is sent as it is', async () => {
    const answer = await send(LIVE, '/static/js/main.abcdef12.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.text).toBe(MAIN_JS);
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  const POPUP_PAGES = [
    '/payment/frame',
    '/payment/frame/',
    '/payment/success',
    '/payment/success/',
    '/payment/error',
    '/payment/error/',
  ];
  const coop = async (port: number, rawPath: string) =>
    (await send(port, rawPath)).headers['cross-origin-opener-policy'];

  test.each([
    '/',
    '/login',
    '/payment',
    '/payment/frame/extra',
    '/static/js/main.abcdef12.js',
    '/sw.js',
    '/missing.js',
  ])('%s (an app page, a file, a 404) has same-origin-allow-popups', async (rawPath) => {
    for (const port of [LIVE, DEMO])
      expect([port, await coop(port, rawPath)]).toEqual([port, 'same-origin-allow-popups']);
  });

  test.each(POPUP_PAGES)('%s, inside the payment popup, has none', async (rawPath) => {
    for (const port of [LIVE, DEMO, BARE]) {
      const answer = await send(port, rawPath);
      expect(answer.status).toBe(200);
      expect([port, answer.headers['cross-origin-opener-policy']]).toEqual([port, undefined]);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  test.each(['/demo-gateway/', '/demo-gateway/notify/', '/demo-gateway', '/demo-gateway/x'])(
    'a live build: %s is only the app, with same-origin-allow-popups',
    async (rawPath) => {
      const answer = await send(LIVE, rawPath);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(APP);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    },
  );

  test('a demo build: the demo gateway pages keep their opener (no COOP)', async () => {
    for (const [rawPath, page] of [
      ['/demo-gateway/', GATEWAY],
      ['/demo-gateway/notify/', NOTIFY],
      ['/demo-gateway/notify', NOTIFY],
    ] as const) {
      const answer = await send(DEMO, rawPath);
      expect([rawPath, answer.status]).toEqual([rawPath, 200]);
      expect(answer.text).toContain(page);
      expect([rawPath, answer.headers['cross-origin-opener-policy']]).toEqual([rawPath, undefined]);
      expectSecurityHeaders(answer);
    }
    // Only what is under /demo-gateway/ (where the app sends the popup).
    for (const rawPath of ['/demo-gateway', '/demo-gateway-not/'])
      expect([rawPath, await coop(DEMO, rawPath)]).toEqual([rawPath, 'same-origin-allow-popups']);
  });

  test('without security-headers.json: the strict default policy, and no demo gateway', async () => {
    const answer = await send(BARE, '/demo-gateway/');
    expectSecurityHeaders(answer, contentSecurityPolicy());
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('GATEWAY_PORT: the demo gateway origin', () => {
  test('serves the same files with the same headers and rules', async () => {
    for (const rawPath of ['/login', '/static/js/main.abcdef12.js', '/payment/frame']) {
      const app = await send(LIVE, rawPath);
      const gateway = await send(LIVE_GATEWAY, rawPath);
      expect(gateway.status).toBe(200);
      expect(gateway.text).toBe(app.text);
      expect(gateway.headers['content-type']).toBe(app.headers['content-type']);
      expect(gateway.headers['cache-control']).toBe(app.headers['cache-control']);
      expect(gateway.headers['cross-origin-opener-policy']).toBe(
        app.headers['cross-origin-opener-policy'],
      );
      expectSecurityHeaders(gateway);
    }
    expectNotFound(await send(LIVE_GATEWAY, '/..%2fdist-old/.env'));
    expect((await send(LIVE_GATEWAY, '/login', { method: 'POST' })).status).toBe(405);
  });
});

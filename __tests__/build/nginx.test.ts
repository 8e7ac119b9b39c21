/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { nginxSnippet, securityHeaders } from '../../scripts/security-headers';
import { REPEATED_SLASHES, send, startScript, write, type Answer } from './http-servers';

jest.setTimeout(30_000);

/**
 * deploy/nginx.conf under nginx and `npm run serve`, route by route on one small build: the same
 * status and headers (security, COOP, caching, type and charset, compression, Allow, Location)
 * and the same 404 text, and neither serves what it must not. Both read the headers the build
 * wrote from scripts/security-headers.ts. The proxy's TLS: nginx-tls.test.ts.
 */
const CSP = "default-src 'none'; script-src 'self'; require-trusted-types-for 'script'";
const REPORT_URL = 'https://reports.tarjetaceibo.example/csp';
const MAIN_JS = `console.info(${JSON.stringify('x'.repeat(4000))});\n`;
const SECRET = 'SECRET-NEVER-SERVED';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
const dist = path.join(tmp, 'dist');
write(path.join(dist, 'index.html'), '<!doctype html><title>APP-INDEX</title>');
write(path.join(dist, 'login/index.html'), '<!doctype html><title>LOGIN-PAGE</title>');
write(path.join(dist, 'static/js/main.abcdef12.js'), MAIN_JS);
write(path.join(dist, 'static/css/main.abcdef12.css'), `body{color:red}${' '.repeat(2000)}\n`);
write(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
write(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(2000) }));
write(path.join(dist, 'robots.txt'), 'User-agent: *\n');
write(path.join(dist, 'icons/icon-32.png'), 'PNG');
write(
  path.join(dist, 'security-headers.json'),
  JSON.stringify({ csp: CSP, reportUrl: REPORT_URL }),
);
write(
  path.join(dist, 'nginx-security-headers.conf'),
  nginxSnippet(securityHeaders(CSP, REPORT_URL)),
);
// What a careless deployment leaves in the folder: never served by either.
for (const file of ['.env', '.git/config', '.htpasswd', 'static/js/main.abcdef12.js.map'])
  write(path.join(dist, file), SECRET);

// Ports of their own (serve.test.ts uses 4461-4464).
const SERVE = 4471;
const NGINX = 4472;
const PROVIDER = 4473;

/**
 * The provider's API behind nginx's proxy: says which call reached it and with which
 * X-Forwarded-For; a call under /v1/cached/ is answered with a Cache-Control of its own.
 */
let provider: Server;
const servers: ChildProcess[] = [];
const PROVIDER_CACHE_CONTROL = 'private, max-age=60';

beforeAll(async () => {
  provider = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      ...(request.url?.startsWith('/v1/cached/')
        ? { 'Cache-Control': PROVIDER_CACHE_CONTROL }
        : {}),
    });
    response.end(
      JSON.stringify({
        reached: `${request.method} ${request.url}`,
        forwardedFor: request.headers['x-forwarded-for'],
        forwarded: request.headers.forwarded,
        realIp: request.headers['x-real-ip'],
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(PROVIDER, '127.0.0.1', resolve));
  await Promise.all([
    startScript('scripts/serve.ts', { DIST_DIR: dist, PORT: String(SERVE) }, [SERVE], servers),
    startScript(
      'scripts/serve-nginx.ts',
      { DIST_DIR: dist, PORT: String(NGINX), API_PROXY: `http://127.0.0.1:${PROVIDER}/v1/` },
      [NGINX],
      servers,
    ),
  ]);
}, 60_000);

afterAll(() => {
  for (const server of servers) server.kill();
  provider.close();
  rmSync(tmp, { recursive: true, force: true });
});

const COMPARED = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'reporting-endpoints',
  'cross-origin-opener-policy',
  'cache-control',
  'content-encoding',
  'allow',
  'location',
];

/**
 * What must be the same on both servers: the status, those headers, and the type and start of
 * the body ('No encontrado' on a 404), but for a redirect's, which no one reads.
 */
function essentials(answer: Answer) {
  const type = String(answer.headers['content-type'] ?? '').replace(/;\s*/g, '; ');
  const gzipped = answer.headers['content-encoding'] === 'gzip';
  const text = (gzipped ? gunzipSync(answer.body) : answer.body).toString('utf8');
  const redirect = answer.status >= 300 && answer.status < 400;
  return {
    status: answer.status,
    ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name] ?? null])),
    type: redirect ? 'a redirect' : type,
    body: redirect ? 'a redirect' : text.slice(0, 40),
  };
}

const GZIP = { 'Accept-Encoding': 'gzip' };
// Every row has its headers: jest would pass a missing last argument as a `done` callback.
const NONE = {};
const ROUTES: [method: string, rawPath: string, headers: Record<string, string>][] = [
  ['GET', '/', NONE],
  ['GET', '/login', NONE],
  ['GET', '/login/', NONE],
  ['GET', '/home', NONE],
  ['GET', '/payments/OP.123', NONE],
  ['GET', '/payments/OP%252E1', NONE],
  ['GET', '/payments/%2e%2e', NONE],
  ['GET', '/payments/%2E.', NONE],
  ['GET', '/payment/frame', NONE],
  ['GET', '/payment/success', NONE],
  ['GET', '/payment/error/', NONE],
  ['GET', '/demo-gateway/notify/', NONE],
  ['GET', '/static/js/main.abcdef12.js', GZIP],
  ['GET', '/static/css/main.abcdef12.css', NONE],
  ['GET', '/static/js/missing.12345678.js', NONE],
  ['GET', '/static/js/main.abcdef12.js.map', NONE],
  ['GET', '/sw.js', NONE],
  ['GET', '/manifest.webmanifest', GZIP],
  ['GET', '/robots.txt', NONE],
  ['GET', '/missing.png', NONE],
  ['GET', '/.env', NONE],
  ['GET', '/.git/config', NONE],
  ['GET', '/.htpasswd', NONE],
  ['GET', '/%252e%252e/x', NONE],
  ['GET', '/payments/..%2fsecret.txt', NONE],
  ['GET', '/missing.png', GZIP],
  ['GET', '/.env', GZIP],
  // What the build wrote for the server: never served (but with a slash after, an app route).
  ['GET', '/security-headers.json', NONE],
  ['GET', '/nginx-security-headers.conf', NONE],
  ['GET', '/security-headers.json/', NONE],
  ['GET', '/sw.js/', NONE],
  // An encoded slash hides what a path names (but in a payment's id): a 404.
  ['GET', '/static%2fjs%2fmain.abcdef12.js', NONE],
  ['GET', '/static/js%2Fmain.abcdef12.js', NONE],
  ['GET', '/payment%2fframe', NONE],
  ['GET', '/payments/a%2Fb', NONE],
  // Folders: under /static/ only files; elsewhere their index.html, or the app.
  ['GET', '/static/', NONE],
  ['GET', '/static', NONE],
  ['GET', '/static/js', NONE],
  ['GET', '/static/js/', NONE],
  ['GET', '/icons/', NONE],
  ['GET', '/icons', NONE],
  ['GET', '/login/index', NONE],
  ['GET', '/index', NONE],
  // Repeated slashes: a redirect to the normal form, or a 404 when the path holds a character
  // it could not be sent back with (a backslash: browsers read `/\` as `//`).
  ...REPEATED_SLASHES.map(([rawPath]): [string, string, Record<string, string>] => [
    'GET',
    rawPath,
    NONE,
  ]),
  ['HEAD', '//login', NONE],
  ['GET', '//\\evil.example/', NONE],
  ['GET', '/login//"x"', NONE],
  ['HEAD', '/', NONE],
  ['HEAD', '/missing.js', NONE],
  ['POST', '/', NONE],
  ['POST', '/login', NONE],
  ['POST', '/payment/frame', NONE],
  ['PUT', '/static/js/main.abcdef12.js', NONE],
  ['DELETE', '/payments/OP.123', NONE],
];

test.each(ROUTES)(
  '%s %s: nginx answers as npm run serve does',
  async (method, rawPath, headers) => {
    const [serve, nginx] = await Promise.all(
      [SERVE, NGINX].map((port) => send(port, rawPath, { method, headers })),
    );
    expect(essentials(nginx)).toEqual(essentials(serve));
  },
);

test('the values both send: each header of the build, utf-8 on text, the manifest typed and gzipped', async () => {
  const app = await send(NGINX, '/payments/OP.123');
  expect(app.status).toBe(200);
  expect(app.text).toContain('APP-INDEX');
  expect(app.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(app.headers['content-security-policy']).toBe(CSP);
  expect(app.headers['reporting-endpoints']).toBe(`csp="${REPORT_URL}"`);
  expect(app.headers['permissions-policy']).toMatch(/^accelerometer=\(\), .*camera=\(\),/);
  const manifest = await send(NGINX, '/manifest.webmanifest', { headers: GZIP });
  expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(manifest.headers['content-encoding']).toBe('gzip');
  const script = await send(NGINX, '/static/js/main.abcdef12.js');
  expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const refused = await send(NGINX, '/', { method: 'POST' });
  expect([refused.status, refused.headers.allow]).toEqual([405, 'GET, HEAD']);
  for (const rawPath of ['/.env', '/.git/config', '/.htpasswd', '/static/js/main.abcdef12.js.map'])
    expect([rawPath, (await send(NGINX, rawPath)).text]).not.toContain(SECRET);
});

test.each(REPEATED_SLASHES)(
  '%s: a redirect to %s, with the usual headers and COOP',
  async (rawPath, location) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await send(NGINX, rawPath, { method });
      expect([method, answer.status, answer.headers.location]).toEqual([method, 308, location]);
      expect(answer.headers['content-security-policy']).toBe(CSP);
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  },
);

test('a 404 and a 405 read the same as under npm run serve: plain text, in Spanish', async () => {
  const missing = await send(NGINX, '/missing.png');
  expect([missing.status, missing.headers['content-type'], missing.text]).toEqual([
    404,
    'text/plain; charset=utf-8',
    'No encontrado',
  ]);
  const refused = await send(NGINX, '/login', { method: 'POST' });
  expect([refused.status, refused.headers['content-type'], refused.text]).toEqual([
    405,
    'text/plain; charset=utf-8',
    'Método no permitido',
  ]);
});

test('nginx names no version in its Server header', async () => {
  const answer = await send(NGINX, '/');
  expect(answer.headers.server).toBe('nginx');
});

test("the provider's API goes through nginx's proxy, any method, never the app", async () => {
  const login = await send(NGINX, '/api/v1/auth/login/', { method: 'POST' });
  expect([login.status, JSON.parse(login.text)]).toEqual([
    200,
    { reached: 'POST /v1/auth/login/', forwardedFor: '127.0.0.1' },
  ]);
  const account = await send(NGINX, '/api/v1/account/');
  expect(JSON.parse(account.text)).toEqual({
    reached: 'GET /v1/account/',
    forwardedFor: '127.0.0.1',
  });
});

test("the provider hears the client's address from nginx, never one the client claims", async () => {
  const answer = await send(NGINX, '/api/v1/me/', {
    headers: { 'X-Forwarded-For': '6.6.6.6', Forwarded: 'for=6.6.6.6', 'X-Real-IP': '6.6.6.6' },
  });
  expect(JSON.parse(answer.text)).toEqual({ reached: 'GET /v1/me/', forwardedFor: '127.0.0.1' });
});

test("the API's answers: no-store unless the provider says otherwise, and the usual headers", async () => {
  const account = await send(NGINX, '/api/v1/account/');
  const cached = await send(NGINX, '/api/v1/cached/x/');
  const headersOf = (answer: Answer) => ({
    status: answer.status,
    cacheControl: answer.headers['cache-control'],
    csp: answer.headers['content-security-policy'],
    hsts: answer.headers['strict-transport-security'],
    coop: answer.headers['cross-origin-opener-policy'],
    reportingEndpoints: answer.headers['reporting-endpoints'],
  });
  const usual = {
    status: 200,
    csp: CSP,
    hsts: 'max-age=31536000; includeSubDomains',
    coop: 'same-origin-allow-popups',
    reportingEndpoints: `csp="${REPORT_URL}"`,
  };
  expect(headersOf(account)).toEqual({ ...usual, cacheControl: 'no-store' });
  expect(headersOf(cached)).toEqual({ ...usual, cacheControl: PROVIDER_CACHE_CONTROL });
});

test('/api/v1 without its slash: never a Location built from the Host header', async () => {
  const answer = await send(NGINX, '/api/v1', { headers: { Host: 'evil.example' } });
  expect([answer.status, answer.headers.location]).toEqual([301, '/api/v1/']);
  expect(answer.headers['content-security-policy']).toBe(CSP);
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

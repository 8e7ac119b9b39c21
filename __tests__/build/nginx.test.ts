/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nginxSnippet, securityHeaders } from '../../scripts/security-headers';
import { send, startScript, write, type Answer } from './http-servers';

jest.setTimeout(30_000);

/**
 * deploy/nginx.conf under nginx and `npm run serve`, route by route on one small build: the same
 * status and headers (security, COOP, caching, type and charset, compression, Allow), and neither
 * serves what it must not. Both read the headers the build wrote from scripts/security-headers.ts.
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

/** The provider's API behind nginx's proxy: says which call reached it. */
let provider: Server;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ reached: `${request.method} ${request.url}` }));
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
];

/** What must be the same on both servers: the status, those headers, and a found file's type. */
function essentials(answer: Answer) {
  const type = String(answer.headers['content-type'] ?? '').replace(/;\s*/g, '; ');
  return {
    status: answer.status,
    ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name] ?? null])),
    type: answer.status === 200 ? type : 'an error page',
    body: answer.status === 200 ? answer.text.slice(0, 40) : 'an error page',
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
  ['HEAD', '/', NONE],
  ['POST', '/', NONE],
  ['POST', '/login', NONE],
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

test('nginx names no version in its Server header', async () => {
  const answer = await send(NGINX, '/');
  expect(answer.headers.server).toBe('nginx');
});

test("the provider's API goes through nginx's proxy, any method, never the app", async () => {
  const login = await send(NGINX, '/api/v1/auth/login/', { method: 'POST' });
  expect([login.status, JSON.parse(login.text)]).toEqual([
    200,
    { reached: 'POST /v1/auth/login/' },
  ]);
  const account = await send(NGINX, '/api/v1/account/');
  expect(JSON.parse(account.text)).toEqual({ reached: 'GET /v1/account/' });
});

// Serves a production build (dist/ by default) the way production does: the SPA fallback,
// long-lived caching for hashed files, no-cache for HTML and the service worker, and the
// security headers. Usage: `npm run serve` (PORT and DIST_DIR override the defaults).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_PAGES_COOP,
  contentSecurityPolicy,
  isPopupPage,
  STATIC_HEADERS,
} from './security-headers.mjs';

const root = path.resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.DIST_DIR ?? 'dist',
);
const port = Number(process.env.PORT) || 8080;
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

// The policy the build wrote for its own configuration (API origin, analytics), or the strict default.
const builtHeaders = path.join(root, 'security-headers.json');
const csp = existsSync(builtHeaders)
  ? JSON.parse(readFileSync(builtHeaders, 'utf8')).csp
  : contentSecurityPolicy();

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

function securityHeaders(pathname) {
  const headers = { ...STATIC_HEADERS, 'Content-Security-Policy': csp };
  // The pages inside the payment popup (and the demo gateway's) keep their opener: no COOP.
  if (!isPopupPage(pathname)) headers['Cross-Origin-Opener-Policy'] = APP_PAGES_COOP;
  return headers;
}

/** Hashed files forever; the HTML, the service worker and everything else revalidated. */
function cacheControl(relativePath) {
  if (relativePath.startsWith('static/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The file a request asks for, or index.html for an app route (the SPA fallback). */
function resolveFile(pathname) {
  const decoded = decodeURIComponent(pathname);
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  // A missing file with an extension is a 404, not the app.
  if (path.extname(decoded)) return null;
  return path.join(root, 'index.html');
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file;
  try {
    file = resolveFile(pathname);
  } catch {
    file = null;
  }
  const headers = securityHeaders(pathname);
  if (!file) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('No encontrado');
    return;
  }
  const relative = path.relative(root, file).split(path.sep).join('/');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Text is sent compressed, as any CDN does: the sizes measured here are the real ones.
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, {
    ...headers,
    'Content-Type': type,
    'Cache-Control': cacheControl(relative),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else if (gzip)
    createReadStream(file)
      .pipe(createGzip({ level: 9 }))
      .pipe(response);
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => {
  console.info(`Serving ${path.relative(process.cwd(), root) || '.'} on http://${host}:${port}`);
});

// GATEWAY_PORT: the same files on a second origin, for the demo payment gateway of a demo
// build made with DEMO_GATEWAY_ORIGIN=http://127.0.0.1:<that port> (real gateways are elsewhere).
const gatewayPort = Number(process.env.GATEWAY_PORT);
if (gatewayPort) {
  createServer((request, response) => server.emit('request', request, response)).listen(
    gatewayPort,
    host,
    () => console.info(`Demo gateway origin on http://${host}:${gatewayPort}`),
  );
}

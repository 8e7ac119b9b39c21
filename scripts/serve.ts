// `npm run serve`: a production build served as deploy/nginx.conf serves it (docs/security.md).
// sirv answers only from the index it makes at start (restart after a rebuild), compression
// gzips; this file holds only the project's own rules.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { paramRouteOf } from '../src/lib/paths';
import {
  APP_PAGES_COOP,
  contentSecurityPolicy,
  inlineScripts,
  isPopupPage,
  securityHeaders,
} from './security-headers';

const root = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT) || 8080;
const host = process.env.HOST ?? '127.0.0.1';

// What the build wrote about itself (webpack.config.ts): its policy, report URL and whether it
// holds the demo gateway. Without it: the strict default policy, which still lets the folder's
// index.html run its inline scripts (each by its hash), and no demo gateway.
const builtFile = path.join(root, 'security-headers.json');
const built: { csp?: string; reportUrl?: string; demoGateway?: boolean } = existsSync(builtFile)
  ? JSON.parse(readFileSync(builtFile, 'utf8'))
  : {};
const indexFile = path.join(root, 'index.html');
const csp =
  built.csp ??
  contentSecurityPolicy({
    inlineScripts: existsSync(indexFile) ? inlineScripts(readFileSync(indexFile, 'utf8')) : [],
  });
const headers = securityHeaders(csp, built.reportUrl);
const demoGateway = built.demoGateway === true;

// sirv names a charset for HTML only; the other text files get theirs here.
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

const files = sirv(root, {
  // `/login` is login/index.html (a prerendered page).
  extensions: ['html'],
  setHeaders(response, pathname) {
    const type = TEXT_TYPES[path.posix.extname(pathname)];
    if (type) response.setHeader('Content-Type', type);
    // Hashed files forever; the HTML, the service worker and everything else revalidated.
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

// Text goes out gzipped at level 9, as it always has here (nginx.conf gzips too): the transfer
// sizes the bench measures stay comparable. compression would pick Brotli for a browser that
// offers it, so it is shown only whether gzip is accepted.
const compress = compression({ level: 9, threshold: 0 });
const gzipOnly = (acceptEncoding = '') =>
  acceptEncoding
    .split(',')
    .filter((coding) => coding.split(';')[0].trim().toLowerCase() === 'gzip')
    .join(',');

/**
 * The path decoded once, or null when it could leave the folder or hide what it names, so that
 * it gets a 404 rather than the SPA fallback. A `paramRoute` path may hold a `%` or a backslash:
 * it is only ever the app, never a file.
 */
function cleanPath(rawPath: string, paramRoute: boolean): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  if (!paramRoute && /[\\%]/.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

/**
 * A path naming a hidden file or folder (`/.env`, `/.git/config`) or a source map: never
 * served, even when the folder holds one, and never the app.
 */
const isHidden = (pathname: string) =>
  pathname.endsWith('.map') || pathname.split('/').some((segment) => segment.startsWith('.'));

function plainText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const rawPath = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
  // '/payments/OP.123': a provider's id may hold a dot, a '%', anything; it never names a file.
  const paramRoute = paramRouteOf(rawPath) !== null;
  const pathname = cleanPath(rawPath, paramRoute);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // The pages inside the payment popup (and, in a demo build, the demo gateway's) keep their
  // opener: no COOP there. Every other answer, 404s included, has it.
  if (!pathname || !isPopupPage(pathname, { demoGateway }))
    response.setHeader('Cross-Origin-Opener-Policy', APP_PAGES_COOP);

  // A static site: nothing else to do with a request, and never the app as an answer to one.
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return plainText(response, 405, 'Método no permitido', { Allow: 'GET, HEAD' });
  if (!pathname || (!paramRoute && isHidden(pathname)))
    return plainText(response, 404, 'No encontrado');

  // Whole files only, as before: a range would be compressed as if it were the whole file.
  delete request.headers.range;
  request.headers['accept-encoding'] = gzipOnly(request.headers['accept-encoding']);
  const sendApp = () => {
    request.url = '/index.html';
    files(request, response, () => plainText(response, 404, 'No encontrado'));
  };
  compress(request, response, () => {
    if (paramRoute) return sendApp();
    files(request, response, () => {
      // No such file. A path with an extension names a file: 404. Any other is an app route:
      // the SPA fallback.
      if (path.posix.extname(pathname)) return plainText(response, 404, 'No encontrado');
      sendApp();
    });
  });
}

createServer(handle).listen(port, host, () => {
  console.info(`Serving ${path.relative(process.cwd(), root) || '.'} on http://${host}:${port}`);
});

// GATEWAY_PORT: the same files on a second origin, for the demo payment gateway of a demo
// build made with DEMO_GATEWAY_ORIGIN=http://127.0.0.1:<that port> (real gateways are elsewhere).
const gatewayPort = Number(process.env.GATEWAY_PORT);
if (gatewayPort) {
  createServer(handle).listen(gatewayPort, host, () =>
    console.info(`Demo gateway origin on http://${host}:${gatewayPort}`),
  );
}

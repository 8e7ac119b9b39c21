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
  // Only the path asked for: a folder's index.html is asked for by name below, as nginx's
  // try_files does (sirv would also answer `/login/index` with login/index.html).
  extensions: [],
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

// Read on the request target as it came, as deploy/nginx.conf's server block reads $request_uri
// (the same expressions): a dot segment however encoded, an encoded slash, a repeated slash.
const DOT_SEGMENT = /^[^?]*(\/|%2f)(\.|%2e){1,2}(\/|%2f|\?|$)/i;
const ENCODED_SLASH = /^[^?]*%2f/i;
const REPEATED_SLASH = /^[^?]*\/\//;
// A target a Location can carry back as it came: a path of RFC 3986's characters (no backslash,
// which browsers read as a slash), a query of printable ASCII.
const SENDABLE = /^[A-Za-z0-9._~!$&'()*+,;=:@%/-]*(\?[\x21-\x7e]*)?$/;

/** What the build wrote for the server (its headers): never served. */
const SERVER_FILES = ['/security-headers.json', '/nginx-security-headers.conf'];

/** A path's last segment has an extension: it names a file (nginx.conf: `/[^/]+\.[^/]*$`). */
const namesFile = (pathname: string) => /\/[^/]+\.[^/]*$/.test(pathname);

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
 * A path naming a hidden file or folder (`/.env`, `/.git/config`), a source map or a file the
 * build wrote for the server: never served, even when the folder holds one, and never the app.
 */
const isHidden = (pathname: string) =>
  pathname.endsWith('.map') ||
  SERVER_FILES.includes(pathname) ||
  pathname.split('/').some((segment) => segment.startsWith('.'));

function plainText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

const notFound = (response: ServerResponse) => plainText(response, 404, 'No encontrado');

function handle(request: IncomingMessage, response: ServerResponse): void {
  const target = request.url ?? '/';
  const rawPath = target.split(/[?#]/)[0] ?? '/';
  // '/payments/OP.123': a provider's id may hold a dot, a '%', anything; it never names a file.
  const paramRoute = paramRouteOf(rawPath) !== null;
  const pathname = cleanPath(rawPath, paramRoute);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // Every answer has COOP but a page inside the payment popup (page() below takes it off).
  response.setHeader('Cross-Origin-Opener-Policy', APP_PAGES_COOP);

  // Whole files only, as before: a range would be compressed as if it were the whole file.
  delete request.headers.range;
  request.headers['accept-encoding'] = gzipOnly(request.headers['accept-encoding']);
  compress(request, response, () => {
    // A static site: nothing else to do with a request, and never the app as an answer to one.
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plainText(response, 405, 'Método no permitido', { Allow: 'GET, HEAD' });
    if (DOT_SEGMENT.test(target) || (!paramRoute && ENCODED_SLASH.test(target)))
      return notFound(response);
    // `/payment//frame` is no path of the app: its normal form, where the popup's rules hold.
    // Every run merged, the first too, so the Location never starts with `//` (another site).
    if (REPEATED_SLASH.test(target)) {
      if (!SENDABLE.test(target)) return notFound(response);
      const [targetPath, ...query] = target.split('?');
      const location = [targetPath.replace(/\/{2,}/g, '/'), ...query].join('?');
      response.writeHead(308, { Location: location });
      return response.end();
    }
    if (!pathname || (!paramRoute && isHidden(pathname))) return notFound(response);

    // A page: the app, or a folder's own (`/login` is login/index.html). The pages inside the
    // payment popup (and, in a demo build, the demo gateway's) keep their opener: no COOP.
    const page = (file: string, otherwise: () => void) => {
      if (isPopupPage(pathname, { demoGateway }))
        response.removeHeader('Cross-Origin-Opener-Policy');
      request.url = file;
      files(request, response, otherwise);
    };
    const sendApp = () => page('/index.html', () => notFound(response));
    if (paramRoute) return sendApp();
    // A path with an extension names a file, and under /static/ there are only files: that
    // file or a 404. Any other is an app route: its folder's page, or the SPA fallback.
    if (namesFile(pathname) || pathname.startsWith('/static/')) {
      if (pathname.endsWith('/')) return notFound(response);
      return files(request, response, () => notFound(response));
    }
    const folderPage = `${rawPath.replace(/\/$/, '')}/index.html`;
    if (pathname.endsWith('/')) return page(folderPage, sendApp);
    files(request, response, () => page(folderPage, sendApp));
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

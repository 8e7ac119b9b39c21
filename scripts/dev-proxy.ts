// `npm start` against a real provider: the dev server forwards the app's /api/v1/ calls to
// API_PROXY. The browser then calls its own origin (no CORS: the provider need not allow
// localhost), and the dev server calls the provider, as a deployment's reverse proxy would.

const API_PATH = '/api/v1';

/** One forwarding rule of webpack-dev-server's `proxy`. */
interface DevProxyEntry {
  context: string[];
  target: string;
  changeOrigin: boolean;
  secure: boolean;
  pathRewrite: Record<string, string>;
}

/** API_PROXY as a URL, or the reason it is not one. */
function proxyTarget(text: string): URL | Error {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return new Error(`API_PROXY="${text}" is not a URL (expected https://provider.example/v1/)`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.search)
    return new Error(`API_PROXY="${text}" must be an http(s) URL with no user and no query`);
  return url;
}

/**
 * What the dev server does with /api/v1/: nothing in mock mode or live with API_URL; live, it
 * forwards to API_PROXY, or without one answers 502 saying to set it (not a bare 404).
 * An Error when the settings contradict each other.
 */
export function devApiProxy({
  apiMode,
  apiUrl = '',
  apiProxy = '',
}: {
  apiMode: 'mock' | 'live';
  apiUrl?: string;
  apiProxy?: string;
}): { proxy: DevProxyEntry[]; notice: string | null } | Error {
  if (apiMode !== 'live') return { proxy: [], notice: null };
  if (apiProxy && apiUrl)
    return new Error(
      'API_URL and API_PROXY are both set: API_URL makes the app call the provider directly, API_PROXY through the dev server. Set one.',
    );
  if (apiUrl) return { proxy: [], notice: null };
  if (!apiProxy)
    return {
      proxy: [],
      notice:
        'API_MODE=live with no API_URL: the app calls /api/v1/ on this dev server, which has no provider. Set API_PROXY=https://provider.example/v1/ to forward those calls to one (README: "Against a real provider").',
    };
  const target = proxyTarget(apiProxy);
  if (target instanceof Error) return target;
  const basePath = target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`;
  return {
    proxy: [
      {
        context: [API_PATH],
        target: target.origin,
        // The provider sees its own host, and its own base path.
        changeOrigin: true,
        secure: true,
        pathRewrite: { [`^${API_PATH}/`]: basePath },
      },
    ],
    notice: null,
  };
}

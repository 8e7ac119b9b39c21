import { config } from './config';
import { googleTagUrl } from './google-tag';

/**
 * Trusted Types (the CSP requires them for every script sink and names the policies allowed:
 * scripts/security-headers.ts), each policy checking the URL it is handed: 'webpack' the build's
 * own chunks, 'autogestion' the service worker's URL and, with analytics, 'default' Google's tag
 * for the configured id, the one URL src/lib/analytics.ts loads.
 */
interface ScriptUrlRules {
  createScriptURL(url: string): string;
}
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: ScriptUrlRules): ScriptUrlPolicy;
}
const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;

function refuse(url: string): never {
  throw new TypeError(`Dirección de script no permitida: ${url}`);
}

/**
 * A script file of the build, as webpack's chunk loader names it (the publicPath '/' and the
 * chunk's file under static/js/), or that URL made absolute on this page's own origin.
 */
function ownChunkUrl(url: string): string {
  const { origin } = globalThis.location;
  const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  return /^\/static\/js\/[\w.-]+\.js$/.test(path) ? url : refuse(url);
}

const chunkRules: ScriptUrlRules = { createScriptURL: ownChunkUrl };
const chunkPolicy = factory?.createPolicy('webpack', chunkRules) ?? chunkRules;
// webpack's runtime asks `__webpack_require__.tt()` for its policy at each chunk it loads, and
// would make one letting any URL through: it gets this one, made before any chunk is asked for
// (the entry, src/startup/1-app-starts.ts, imports it first). webpack.config.ts checks the name.
if (typeof __webpack_require__ !== 'undefined')
  (__webpack_require__ as { tt: () => ScriptUrlPolicy | ScriptUrlRules }).tt = () => chunkPolicy;

const ownPolicy = factory?.createPolicy('autogestion', {
  createScriptURL: (url) => (url === '/sw.js' ? url : refuse(url)),
});

if (config.analyticsId) {
  const googleTag = googleTagUrl(config.analyticsId);
  factory?.createPolicy('default', {
    createScriptURL: (url) => (url === googleTag ? url : refuse(url)),
  });
}

/** The service worker's URL as the browser takes it under Trusted Types (a plain string elsewhere). */
export function serviceWorkerUrl(): string {
  return (ownPolicy?.createScriptURL('/sw.js') ?? '/sw.js') as string;
}

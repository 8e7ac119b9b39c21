// The production security headers (quality.md, security 6), computed from the build's
// configuration. webpack.config.ts writes them next to the build (security-headers.json and
// nginx-security-headers.conf); scripts/serve.ts and deploy/nginx.conf send them.
import { createHash } from 'node:crypto';

/**
 * Where Google Analytics 4 loads from and reports to, only when it is configured. Its one script
 * is Google's tag, gtag/js (src/lib/analytics.ts): CSP cannot name its `?id=` (Chromium ignores a
 * query and logs an error), so the 'default' Trusted Types policy holds the configured id.
 */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com/gtag/js'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative API_URL is on the app's own origin: 'self' covers it
  }
}

/**
 * The text of each inline script of a page (a <script> without src), exactly as the page holds
 * it: what the browser hashes to check it against the policy.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => text);
}

/**
 * The text of each inline stylesheet of a page (a <style>): /login's critical CSS
 * (scripts/prerender-plugin.ts), allowed by its hash like the inline scripts.
 */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => text);
}

/** The policy's source that lets this one inline script (or stylesheet) in, and no other. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Trusted Types policies that may turn a string into a script URL, each checking it where it
 * is made (docs/security.md); 'default' is added only with analytics, for Google's tag.
 */
const TRUSTED_TYPES_POLICIES = ['after-paint', 'webpack', 'autogestion'];

/** The name CSP violation reports are sent under (Reporting-Endpoints, report-to). */
const REPORT_GROUP = 'csp';

/**
 * `inlineScripts`, `inlineStyles`: the texts of the inline scripts and stylesheets the build's
 * pages hold (public/index.html's script, /login's critical CSS, read from the built pages);
 * each is allowed by its hash, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy({
  apiUrl = '',
  analyticsId = '',
  inlineScripts: scripts = [],
  inlineStyles: styles = [],
  reportUrl = '',
}: {
  apiUrl?: string;
  analyticsId?: string;
  inlineScripts?: readonly string[];
  inlineStyles?: readonly string[];
  /** CSP_REPORT_URL: where browsers send violation reports; empty: none sent. */
  reportUrl?: string;
} = {}): string {
  const analytics = Boolean(analyticsId);
  const api = originOf(apiUrl);
  const hashes = [...new Set(scripts.map(scriptHash))];
  const styleHashes = [...new Set(styles.map(scriptHash))];
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashes, ...(analytics ? ANALYTICS.script : [])],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:', ...(analytics ? ANALYTICS.img : [])],
    'connect-src': ["'self'", ...(api ? [api] : []), ...(analytics ? ANALYTICS.connect : [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES, ...(analytics ? ['default'] : [])],
    ...(reportUrl ? { 'report-uri': [reportUrl], 'report-to': [REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the app never uses, turned off for it and anything it embeds. Popups,
 * downloads and the clipboard are no such feature; web-share stays allowed for the receipts.
 * Only names Chromium knows: an unknown one is a console error on every page.
 */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': FEATURES_OFF.map((feature) => `${feature}=()`).join(', '),
};

/**
 * Every security header of a build but Cross-Origin-Opener-Policy (which depends on the page):
 * the static ones, its policy and, with CSP_REPORT_URL, the endpoint its reports go to.
 */
export function securityHeaders(csp: string, reportUrl = ''): Record<string, string> {
  return {
    ...STATIC_HEADERS,
    'Content-Security-Policy': csp,
    ...(reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl}"` } : {}),
  };
}

/** App pages keep a link to the payment popup they open; the popup's pages keep their opener. */
export const APP_PAGES_COOP = 'same-origin-allow-popups';
const POPUP_PAGES = ['/payment/frame', '/payment/success', '/payment/error'];
/** The demo build's stand-in for the payment gateway: it runs inside the popup too. */
const DEMO_GATEWAY_PREFIX = '/demo-gateway/';

/**
 * Whether a page runs inside the payment popup, and so goes without Cross-Origin-Opener-Policy.
 * The demo gateway's pages count only in a demo build (`demoGateway`, from the build's
 * security-headers.json): in a live build that path is just the app, which keeps its COOP.
 */
export function isPopupPage(
  pathname: string,
  { demoGateway = false }: { demoGateway?: boolean } = {},
): boolean {
  if (POPUP_PAGES.includes(pathname.replace(/\/$/, ''))) return true;
  return demoGateway && pathname.startsWith(DEMO_GATEWAY_PREFIX);
}

/** The same headers as an nginx snippet, for whoever deploys dist/ behind nginx or a CDN. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return `# Generated by the build (scripts/security-headers.ts): include it in every location.\n${lines.join('\n')}\n`;
}

/**
 * @jest-environment node
 */
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  securityHeaders,
} from '../../scripts/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

test('without analytics, no Google origin anywhere in the policy', () => {
  const policy = contentSecurityPolicy({ apiUrl: 'https://api.tarjetaceibo.example/v1/' });
  expect(policy).not.toMatch(/google/);
  expect(directive(policy, 'connect-src')).toBe(
    "connect-src 'self' https://api.tarjetaceibo.example",
  );
  expect(directive(policy, 'script-src')).toBe("script-src 'self'");
});

test("with ANALYTICS_ID, Google Analytics' origins join script, connect and img sources only", () => {
  const policy = contentSecurityPolicy({
    apiUrl: 'https://api.tarjetaceibo.example/v1/',
    analyticsId: 'G-TEST123',
  });
  expect(directive(policy, 'script-src')).toBe(
    "script-src 'self' https://www.googletagmanager.com/gtag/js",
  );
  expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  expect(directive(policy, 'connect-src')).toContain('https://api.tarjetaceibo.example');
  expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
  for (const strict of ['default-src', 'style-src', 'form-action', 'frame-ancestors'])
    expect(directive(policy, strict)).not.toMatch(/google/);
});

/**
 * Whether a script at `url` may run under a script-src of host sources, as CSP Level 3 matches
 * them: scheme and host exact, a path ending in '/' a prefix and any other path exact; the
 * query is never matched (a source naming one is refused by Chromium, and its query ignored).
 */
function scriptAllowed(scriptSrc: string, url: string): boolean {
  const { origin, pathname } = new URL(url);
  return scriptSrc
    .split(' ')
    .slice(1)
    .filter((source) => source.startsWith('https://'))
    .some((source) => {
      const allowed = new URL(source);
      if (allowed.origin !== origin || allowed.search !== '') return false;
      const path = source.slice(allowed.origin.length);
      if (path === '' || path === '/') return true;
      return path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
    });
}

test("with ANALYTICS_ID, scripts from Google run only from the tag's own URL, gtag/js: never gtm.js or another path of its origin", () => {
  const scriptSrc = directive(contentSecurityPolicy({ analyticsId: 'G-TEST123' }), 'script-src');
  // The URL src/lib/analytics.ts loads: its id is held by the 'default' Trusted Types policy
  // (src/lib/trusted-types.ts), the only way a script's URL is set; CSP cannot name a query.
  expect(scriptAllowed(scriptSrc, 'https://www.googletagmanager.com/gtag/js?id=G-TEST123')).toBe(
    true,
  );
  for (const url of [
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    'https://www.googletagmanager.com/gtm.js?id=G-TEST123',
    'https://www.googletagmanager.com/gtag/js/otro.js',
    'https://www.googletagmanager.com/gtag/destination?id=G-TEST123',
    'https://www.googletagmanager.com/debug/bootstrap',
    'https://googletagmanager.com/gtag/js?id=G-TEST123',
    'http://www.googletagmanager.com/gtag/js?id=G-TEST123',
  ])
    expect({ url, allowed: scriptAllowed(scriptSrc, url) }).toEqual({ url, allowed: false });
  // No source names a query: Chromium would log an error on every page and ignore it.
  expect(scriptSrc).not.toContain('?');
  expect(
    scriptAllowed(
      directive(contentSecurityPolicy(), 'script-src'),
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ),
  ).toBe(false);
});

test('a relative API_URL adds no origin, and nothing is ever unsafe', () => {
  for (const options of [{ apiUrl: '/api/v1/' }, { apiUrl: '/api/v1/', analyticsId: 'G-X' }]) {
    const policy = contentSecurityPolicy(options);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  }
  expect(directive(contentSecurityPolicy({ apiUrl: '/api/v1/' }), 'connect-src')).toBe(
    "connect-src 'self'",
  );
});

test("a page's inline scripts are allowed by the sha256 of their exact text, never by 'unsafe-inline'", () => {
  const page =
    '<head><script>document.title = "x";</script><script async src="/static/js/main.js"></script></head>';
  expect(inlineScripts(page)).toEqual(['document.title = "x";']);
  // sha256 of those 21 bytes, in base64 (openssl dgst -sha256 -binary | base64).
  expect(scriptHash('document.title = "x";')).toBe(
    "'sha256-SMvsNDpfnjuHfEuQmiwN5xVKOubsOJP6wvxn2UhM8x8='",
  );
  const policy = contentSecurityPolicy({ inlineScripts: inlineScripts(page), analyticsId: 'G-X' });
  expect(directive(policy, 'script-src')).toBe(
    "script-src 'self' 'sha256-SMvsNDpfnjuHfEuQmiwN5xVKOubsOJP6wvxn2UhM8x8=' https://www.googletagmanager.com/gtag/js",
  );
  expect(policy).not.toMatch(/unsafe-inline/);
  // One change in the text is another hash: the policy allows that text only.
  expect(scriptHash('document.title = "y";')).not.toBe(scriptHash('document.title = "x";'));
});

test("Trusted Types are required, by the app's named policies only; 'default' only with analytics", () => {
  const policy = contentSecurityPolicy();
  expect(directive(policy, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
  expect(directive(policy, 'trusted-types')).toBe('trusted-types after-paint webpack autogestion');
  expect(directive(contentSecurityPolicy({ analyticsId: 'G-X' }), 'trusted-types')).toBe(
    'trusted-types after-paint webpack autogestion default',
  );
});

test('violation reports go to CSP_REPORT_URL when it is set, nowhere when it is not', () => {
  const url = 'https://reports.tarjetaceibo.example/csp';
  const policy = contentSecurityPolicy({ reportUrl: url });
  expect(directive(policy, 'report-uri')).toBe(`report-uri ${url}`);
  expect(directive(policy, 'report-to')).toBe('report-to csp');
  expect(securityHeaders(policy, url)['Reporting-Endpoints']).toBe(`csp="${url}"`);
  expect(contentSecurityPolicy()).not.toMatch(/report/);
  expect(Object.keys(securityHeaders(contentSecurityPolicy()))).not.toContain(
    'Reporting-Endpoints',
  );
});

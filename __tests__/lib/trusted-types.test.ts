import type * as ConfigModule from '../../src/lib/config';

/**
 * The app's Trusted Types policies (src/lib/trusted-types.ts), each as the browser is handed it:
 * a fake `trustedTypes` records the rules of every policy the module creates.
 */
type Rules = { createScriptURL(url: string): string };

function policiesCreated({ analyticsId }: { analyticsId: string }): Map<string, Rules> {
  const policies = new Map<string, Rules>();
  Object.defineProperty(globalThis, 'trustedTypes', {
    configurable: true,
    value: {
      createPolicy(name: string, rules: Rules) {
        if (policies.has(name)) throw new TypeError(`Policy ${name} exists already`);
        policies.set(name, rules);
        return rules;
      },
    },
  });
  jest.isolateModules(() => {
    const { config } = jest.requireActual<typeof ConfigModule>('../../src/lib/config');
    jest.replaceProperty(config, 'analyticsId', analyticsId);
    jest.requireActual('../../src/lib/trusted-types');
  });
  return policies;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'trustedTypes');
});

/** Which of these URLs a policy lets through; each refused one throws a TypeError. */
function accepted(rules: Rules | undefined, urls: readonly string[]): string[] {
  return urls.filter((url) => {
    try {
      return rules?.createScriptURL(url) === url;
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      return false;
    }
  });
}

test("webpack's policy (chunk loading) lets through only the build's own /static/js/ files on this origin", () => {
  const webpack = policiesCreated({ analyticsId: '' }).get('webpack');
  const { origin } = window.location;
  expect(origin).toBe('http://localhost');
  const own = [
    // The chunk loader's URL: the build's publicPath ('/') and the chunk's file.
    '/static/js/123.abc.js',
    '/static/js/web-vitals.0123abcd.chunk.js',
    `${origin}/static/js/x.js`,
  ];
  const others = [
    'https://evil.example/static/x.js',
    'https://evil.example/static/js/x.js',
    '//evil.example/x.js',
    '//evil.example/static/js/x.js',
    '/api/v1/x.js',
    '/static/css/main.css',
    '/static/js/../../api/v1/x.js',
    '/static/js/x.js?then=/api/',
    '/sw.js',
    'static/js/x.js',
    `${origin}.evil.example/static/js/x.js`,
    'http://localhost:8080/static/js/x.js',
    'https://localhost/static/js/x.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
    '',
  ];
  expect(accepted(webpack, own)).toEqual(own);
  expect(accepted(webpack, others)).toEqual([]);
});

test("the app's own policy lets through only the service worker's script", () => {
  const own = policiesCreated({ analyticsId: '' }).get('autogestion');
  expect(accepted(own, ['/sw.js', '/static/js/x.js', 'https://evil.example/sw.js'])).toEqual([
    '/sw.js',
  ]);
});

test("with ANALYTICS_ID, 'default' lets through Google's tag for that id only; without it there is no 'default'", () => {
  expect(policiesCreated({ analyticsId: '' }).has('default')).toBe(false);

  const policies = policiesCreated({ analyticsId: 'G-TEST123' });
  // The URL src/lib/analytics.ts loads for the configured id.
  const configured = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
  const others = [
    'https://www.googletagmanager.com/gtag/js?id=G-OTRO999',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST123&l=otraCapa',
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    'https://www.googletagmanager.com/gtm.js?id=G-TEST123',
    'https://www.googletagmanager.com/',
    'https://www.googletagmanager.com.evil.example/gtag/js?id=G-TEST123',
    'https://evil.example/gtag/js?id=G-TEST123',
    '/static/js/x.js',
  ];
  expect(accepted(policies.get('default'), [configured, ...others])).toEqual([configured]);
});

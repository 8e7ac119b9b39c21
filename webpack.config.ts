import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineStyles,
  nginxSnippet,
  securityHeaders,
} from './scripts/security-headers';
import { paymentGatewayOrigins } from './scripts/payment-gateways';
import { devApiProxy } from './scripts/dev-proxy';
import { buildCacheVersion, buildVariables } from './scripts/build-variables';
import { PrerenderPagesPlugin } from './scripts/prerender-plugin';
import { paths } from './src/lib/paths';
import { SERVICE_WORKER_PAGES_CACHE } from './src/lib/service-worker';
import { documentTitle, pageTitles } from './src/lib/page-titles';

/**
 * Writes this build's security headers beside it for scripts/serve.ts and nginx
 * (docs/security.md): its policy, which allows the built pages' inline script and /login's
 * critical CSS by their hash, and whether it holds the demo gateway (its pages keep their opener).
 */
function securityHeadersPlugin(
  policy: { apiUrl: string; analyticsId: string; reportUrl: string },
  demoGateway: boolean,
): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SecurityHeaders', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After html-webpack-plugin has written index.html, and the prerendered pages theirs.
          { name: 'SecurityHeaders', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
          () => {
            const { RawSource } = webpack.sources;
            const pages = compilation
              .getAssets()
              .filter(({ name }) => name.endsWith('.html'))
              .map(({ source }) => source.source().toString());
            const csp = contentSecurityPolicy({
              ...policy,
              inlineScripts: pages.flatMap(inlineScripts),
              inlineStyles: pages.flatMap(inlineStyles),
            });
            const { reportUrl } = policy;
            compilation.emitAsset(
              'security-headers.json',
              new RawSource(JSON.stringify({ csp, reportUrl, demoGateway }, null, 2)),
            );
            compilation.emitAsset(
              'nginx-security-headers.conf',
              new RawSource(nginxSnippet(securityHeaders(csp, reportUrl))),
            );
          },
        );
      });
    },
  };
}

/**
 * The entry script as `async`, not `defer`: deferred, it would run inside the task that ends
 * parsing, beside the first style and layout, and hold them (and DOMContentLoaded) for its own
 * time; async, it is a short task of its own.
 */
function asyncEntryScript(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('AsyncEntryScript', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncEntryScript', (data) => {
          if (data.outputName !== 'index.html') return data;
          for (const tag of data.assetTags.scripts) {
            tag.attributes.defer = false;
            tag.attributes.async = true;
          }
          return data;
        });
      });
    },
  };
}

// A developer's .env (git-ignored) fills in what the environment does not set.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

interface Argv {
  mode?: 'development' | 'production';
}

/** A cache group's test: one of the chunks that hold the module is named one of `names`. */
const inChunkNamed =
  (names: string[]) =>
  (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
    [...chunkGraph.getModuleChunksIterable(module)].some(
      (chunk) => chunk.name != null && names.includes(chunk.name),
    );

export default (
  _env: unknown,
  argv: Argv,
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  // The environment, read through the one list of the build's variables.
  const variables = buildVariables();
  const apiMode = variables.API_MODE === 'live' ? 'live' : 'mock';
  const port = Number(variables.PORT) || 8080;
  const paymentsDisabled = variables.PAYMENTS_DISABLED === 'true';
  // A live build that no gateway is allowed for would refuse every payment: say so now.
  const gatewayOrigins = paymentGatewayOrigins({
    apiMode,
    origins: variables.PAYMENT_GATEWAY_ORIGINS,
    paymentsDisabled,
  });
  if (gatewayOrigins instanceof Error) throw gatewayOrigins;
  // The demo gateway on an origin of its own sends its messages and notifications only to the
  // app's origin, which it cannot guess from there.
  if (apiMode === 'mock' && variables.DEMO_GATEWAY_ORIGIN && !variables.DEMO_APP_ORIGIN)
    throw new Error(
      'DEMO_GATEWAY_ORIGIN is set: DEMO_APP_ORIGIN must name the origin the app is served at.',
    );

  // src/lib/trusted-types.ts replaces the runtime's Trusted Types policy under this name: a
  // webpack that renamed it would load chunks through its own policy, which lets any URL through.
  if (webpack.RuntimeGlobals.getTrustedTypesPolicy !== '__webpack_require__.tt')
    throw new Error(
      `webpack's Trusted Types policy is now ${webpack.RuntimeGlobals.getTrustedTypesPolicy}: update src/lib/trusted-types.ts.`,
    );

  // `npm start` in live mode: /api/v1/ forwarded to API_PROXY (scripts/dev-proxy.ts).
  const devProxy = devApiProxy({
    apiMode,
    apiUrl: variables.API_URL,
    apiProxy: variables.API_PROXY,
  });
  if (devProxy instanceof Error) throw devProxy;

  // Versioned and named by a hash of the mode and every build variable: a cache written under
  // other values is never read, and builds under other values run side by side without sharing
  // a folder. A change to this config or what it imports starts it afresh (docs/testing.md).
  const cacheVersion = buildCacheVersion(mode);
  const cache = (compiler: 'app' | 'prerender'): webpack.FileCacheOptions => ({
    type: 'filesystem',
    name: `${compiler}-${mode}-${apiMode}-${cacheVersion.slice(0, 16)}`,
    version: cacheVersion,
    buildDependencies: { config: [__filename] },
  });

  // Everything src/lib/config.ts reads, frozen into the bundle at build time.
  const buildEnv: Record<string, string> = {
    API_MODE: apiMode,
    API_URL: variables.API_URL,
    ANALYTICS_ID: variables.ANALYTICS_ID,
    PAYMENT_GATEWAY_ORIGINS: gatewayOrigins.join(','),
    PAYMENTS_DISABLED: String(paymentsDisabled),
    DEMO_GATEWAY_ORIGIN: variables.DEMO_GATEWAY_ORIGIN,
    DEMO_APP_ORIGIN: variables.DEMO_APP_ORIGIN,
    PAYMENT_METHODS_URL: variables.PAYMENT_METHODS_URL,
    SESSION_IDLE_MINUTES: variables.SESSION_IDLE_MINUTES,
  };

  const defineBuildEnv = () =>
    new webpack.DefinePlugin(
      Object.fromEntries(
        Object.entries(buildEnv).map(([key, value]) => [
          `process.env.${key}`,
          JSON.stringify(value),
        ]),
      ),
    );
  // Only the Spanish moment locale goes into the bundle.
  const spanishMomentOnly = () =>
    new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/es$/);
  const resolve: webpack.ResolveOptions = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      // The one switch between mock and live mode: src/app/mode/mock.ts or live.ts.
      '#api-mode$': path.resolve(__dirname, `src/app/mode/${apiMode}.ts`),
      // React Router 7's package exports only its development build (with its warnings and
      // checks); a production bundle takes the production one it ships beside it.
      ...(isProduction
        ? {
            'react-router$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {}),
    },
  };
  const babelRule: webpack.RuleSetRule = {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'babel-loader', options: { envName: mode } },
  };

  // The demo statement's fonts (src/lib/pdf/), inside the chunk that makes it as data URLs:
  // nothing to fetch (the demo's mock API would read a binary answer as text and mangle it),
  // and nothing loaded until a statement is asked for.
  const fontRule: webpack.RuleSetRule = { test: /\.ttf$/, type: 'asset/inline' };
  // jsPDF (the demo statement) imports these only for its HTML and SVG
  // rendering, which neither uses: no chunks for them.
  const ignoreJsPdfExtras = () =>
    new webpack.IgnorePlugin({
      resourceRegExp: /^(html2canvas|dompurify|canvg)$/,
      contextRegExp: /jspdf/,
    });

  /** src/prerender.tsx for Node: renders /login at build time (same code, same asset URLs). */
  const prerenderConfig: webpack.Configuration = {
    mode,
    cache: cache('prerender'),
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      filename: '[name].js',
      chunkFilename: '[name].chunk.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
    },
    devtool: false,
    resolve,
    module: {
      // The lazy pages are compiled too (never run): the demo statement's fonts and jsPDF.
      rules: [babelRule, fontRule],
    },
    plugins: [defineBuildEnv(), spanishMomentOnly(), ignoreJsPdfExtras()],
    optimization: { minimize: false },
    performance: { hints: false },
  };

  return {
    mode,
    cache: cache('app'),
    entry: {
      main: './src/startup/1-app-starts.ts',
      // Mock mode only: the demo payment gateway and its notification page, outside the app.
      ...(apiMode === 'mock'
        ? {
            'demo-gateway': './mocks/gateway/gateway.ts',
            'demo-notify': './mocks/gateway/notify.ts',
          }
        : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: isProduction
        ? 'static/js/[name].[contenthash:8].chunk.js'
        : 'static/js/[name].chunk.js',
      // Spec section 9: a code chunk may take up to 120 s on a slow mobile network.
      chunkLoadTimeout: 120_000,
      // Chunks are loaded through a Trusted Types policy of their own (the CSP names it), which
      // src/lib/trusted-types.ts makes and hands to the runtime: only /static/js/ files pass.
      trustedTypes: { policyName: 'webpack' },
      // `npm start`'s hot updates go through that policy too: under /static/js/ like the rest.
      hotUpdateChunkFilename: 'static/js/[id].[fullhash].hot-update.js',
      hotUpdateMainFilename: 'static/js/[runtime].[fullhash].hot-update.json',
      clean: true,
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        babelRule,
        fontRule,
        {
          test: /\.s?css$/,
          use: [
            isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
            'css-loader',
            {
              loader: 'sass-loader',
              // Bootstrap 5.3 still uses @import and global functions; silence its deprecations.
              options: {
                sassOptions: {
                  quietDeps: true,
                  silenceDeprecations: [
                    'import',
                    'global-builtin',
                    'color-functions',
                    'if-function',
                  ],
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      defineBuildEnv(),
      spanishMomentOnly(),
      ignoreJsPdfExtras(),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      asyncEntryScript(),
      ...(apiMode === 'mock'
        ? [
            new HtmlWebpackPlugin({
              template: './mocks/gateway/page.html',
              filename: 'demo-gateway/index.html',
              title: 'Pasarela de pago (demo)',
              chunks: ['demo-gateway'],
            }),
            new HtmlWebpackPlugin({
              template: './mocks/gateway/page.html',
              filename: 'demo-gateway/notify/index.html',
              title: 'Registrando el pago (demo)',
              chunks: ['demo-notify'],
            }),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(isProduction
        ? [
            new MiniCssExtractPlugin({
              filename: 'static/css/[name].[contenthash:8].css',
              chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
            }),
            securityHeadersPlugin(
              {
                apiUrl: apiMode === 'live' ? buildEnv.API_URL : '',
                analyticsId: buildEnv.ANALYTICS_ID,
                reportUrl: variables.CSP_REPORT_URL,
              },
              apiMode === 'mock',
            ),
            // /login paints from HTML before any script runs, then React hydrates it.
            new PrerenderPagesPlugin(
              [{ pathname: paths.login, title: documentTitle(pageTitles.login) }],
              prerenderConfig,
            ),
            new GenerateSW({
              swDest: 'sw.js',
              // One file: the runtime's importScripts() would be a script sink Trusted Types
              // refuse in the worker (sw.js carries the same CSP), leaving it with no routes.
              inlineWorkboxRuntime: true,
              // Precached: only hashed static files; never HTML, API answers or /payment/* pages.
              include: [/^static\//],
              // Each function below is written into sw.js by its source text: it may use nothing
              // outside its own body (no import, no constant, no inner named function).
              runtimeCaching: [
                {
                  // A page of the app opened (a navigation) always comes from the network, so a
                  // deploy is never hidden; its HTML (the app's shell, or /login's: nothing
                  // personal) is kept only to open the app when the network is down. Never a
                  // file (an extension, a hidden path) or /static/: a link from elsewhere to
                  // /robots.txt would become the app's copy. A payment's id may hold a dot.
                  urlPattern: ({ request, url }) =>
                    request.mode === 'navigate' &&
                    !/^\/(api|payment|demo-gateway)\//.test(url.pathname) &&
                    !/^\/static\/|\/\./.test(url.pathname) &&
                    (/^\/payments\/[^/]+\/?$/.test(url.pathname) || !/\.[^/]*$/.test(url.pathname)),
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: SERVICE_WORKER_PAGES_CACHE,
                    plugins: [
                      {
                        // Only the app's HTML answered 200 is kept (this replaces Workbox's own
                        // rule, which keeps any 200 or opaque answer: a file, a redirect).
                        cacheWillUpdate: async ({ response }) =>
                          response.status === 200 &&
                          /^text\/html\s*(;|$)/i.test(response.headers.get('Content-Type') ?? '')
                            ? response
                            : null,
                      },
                      {
                        // Every page but /login is the same shell: one entry serves them all.
                        cacheKeyWillBeUsed: async ({ request }) =>
                          new URL(request.url).pathname.replace(/(.)\/$/, '$1') === '/login'
                            ? '/login'
                            : '/',
                      },
                      {
                        // The copy says it is one, for the app to know it is offline even where
                        // the browser says otherwise (OFFLINE_COPY_TIMING, src/lib/connection.ts).
                        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                          if (!cachedResponse) return null;
                          const headers = new Headers(cachedResponse.headers);
                          headers.set('Server-Timing', 'offline-copy');
                          return new Response(cachedResponse.body, {
                            status: cachedResponse.status,
                            statusText: cachedResponse.statusText,
                            headers,
                          });
                        },
                      },
                    ],
                  },
                },
              ],
              exclude: [/\.map$/, /\.LICENSE\.txt$/],
              // The receipt's code comes when a receipt can be asked for, and the demo
              // statement's PDF library and fonts (hundreds of KB) when it is: never for all.
              excludeChunks: ['receipt', 'pdf'],
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
              cleanupOutdatedCaches: true,
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // jsPDF and the fonts of the demo's statement, in a chunk of their own ('pdf'), named
          // so the service worker can skip it.
          pdf: {
            test: /[\\/](node_modules|src[\\/]lib[\\/]pdf)[\\/]/,
            chunks: (chunk) => chunk.name === 'statement-pdf',
            name: 'pdf',
            enforce: true,
          },
          // What the sign-in runs next, in two files whatever else shares it: the calls' code
          // (the login's answer waits for it), then the shell's and home's. As more, smaller
          // files, on a slow link they took turns and the provider's calls waited for a socket.
          calls: {
            test: inChunkNamed(['signed-in-data']),
            chunks: 'async',
            name: 'signed-in-calls',
            enforce: true,
            priority: 20,
          },
          pages: {
            test: inChunkNamed(['shell', 'home']),
            chunks: 'async',
            name: 'signed-in-pages',
            enforce: true,
            priority: 10,
          },
        },
      },
      // swc minifies the scripts first (a third of terser's time, and no larger); webpack's own
      // ('...') then skips them and minifies the HTML. Bootstrap's inline SVG data URIs trip
      // svgo; cssnano's other optimisations stay.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }),
        '...',
        new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { svgo: false }] } }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: {
        rewrites: [
          { from: /^\/demo-gateway\/notify/, to: '/demo-gateway/notify/index.html' },
          { from: /^\/demo-gateway/, to: '/demo-gateway/index.html' },
        ],
      },
      hot: true,
      client: { overlay: { warnings: false, runtimeErrors: false } },
      proxy: devProxy.proxy,
      setupMiddlewares: (middlewares, server) => {
        const { notice } = devProxy;
        if (notice) {
          server.compiler.hooks.done.tap('DevApiNotice', () => console.error(`\n${notice}\n`));
          // Said to the developer in the browser too (its network panel), not a bare 404.
          server.app?.use('/api/v1', (_request, response) => {
            response.status(502).json({ message: notice });
          });
        }
        return middlewares;
      },
    },
  };
};

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Beasties from 'beasties';
import webpack from 'webpack';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

const PLUGIN = 'PrerenderPages';
// html-webpack-plugin's minifier drops the quotes.
const ROOT = /<div id="?root"?>/;

/** A page rendered at build time: its path, and the document title it sets once running. */
export interface PrerenderedPage {
  pathname: string;
  title: string;
}

interface PrerenderModule {
  renderPage: (pathname: string) => Promise<string>;
}

/**
 * Writes each page, rendered at build time, as `<path>/index.html`: its markup in #root marked
 * data-prerendered (hydrated once the app starts) and its own <title>, so that the page is named
 * before any script runs. `serverConfig` builds src/prerender.tsx for Node.
 */
export class PrerenderPagesPlugin {
  constructor(
    private readonly pages: readonly PrerenderedPage[],
    private readonly serverConfig: webpack.Configuration,
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written index.html.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template || !ROOT.test(template)) {
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: index.html has no #root`));
            return;
          }
          const { renderPage, cleanUp } = await this.buildRenderer(compiler.options.cache);
          try {
            for (const { pathname, title } of this.pages) {
              const markup = await renderPage(pathname);
              const page = withTitle(
                withRootContent(template, pathname, withPartsPending(markup)),
                title,
              );
              const html = withScriptsAhead(
                withIconAndManifestAfterPaint(
                  withEntryAfterPaint(
                    withStylesheetAfterPaint(await withCriticalCss(page, compilation)),
                  ),
                ),
                aheadScripts(compilation),
              );
              const file = `${pathname.replace(/^\//, '')}/index.html`;
              // Marked minimized: webpack's HTML minifier would strip React's <!--$--> markers,
              // and hydration needs them.
              compilation.emitAsset(file, new webpack.sources.RawSource(html), { minimized: true });
            }
          } finally {
            await cleanUp();
          }
        },
      );
    });
  }

  /**
   * Builds the Node bundle into a temporary folder and loads it; with no cache when the app's
   * build has none (`webpack --no-cache`).
   */
  private async buildRenderer(
    appCache: webpack.Compiler['options']['cache'],
  ): Promise<PrerenderModule & { cleanUp: () => Promise<void> }> {
    const outputPath = await mkdtemp(path.join(os.tmpdir(), 'autogestion-prerender-'));
    const config = {
      ...this.serverConfig,
      ...(appCache === false && { cache: false }),
      output: { ...this.serverConfig.output, path: outputPath },
    };
    await new Promise<void>((resolve, reject) => {
      webpack(config, (error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
    const load = createRequire(import.meta.url);
    const renderer = load(path.join(outputPath, 'prerender.js')) as PrerenderModule;
    return { ...renderer, cleanUp: () => rm(outputPath, { recursive: true, force: true }) };
  }
}

/**
 * The page with the rules its markup uses inlined in a <style> (allowed by its hash in the CSP),
 * without the custom properties they do not read, and the whole stylesheet moved to the end of
 * the body, for withStylesheetAfterPaint.
 */
async function withCriticalCss(html: string, compilation: webpack.Compilation): Promise<string> {
  const assets = '/webpack-assets/';
  class FromCompilation extends Beasties {
    override readFile(filename: string): string {
      const asset = compilation.getAsset(filename.slice(assets.length));
      if (!asset) throw new Error(`${PLUGIN}: no ${filename} in the build`);
      return asset.source.source().toString();
    }
  }
  const beasties = new FromCompilation({
    path: assets,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
  const page = await beasties.process(html);
  const body = page.slice(page.indexOf('<body'));
  return page.replace(
    /<style>([^<]*)<\/style>/,
    (_, css: string) => `<style>${withoutUnusedCustomProperties(css, body)}</style>`,
  );
}

/**
 * The whole stylesheet is asked for only once the page has painted (public/index.html's script
 * sets its href from data-href): the paint waits for a screen stylesheet wherever it is linked.
 * Without script (noscript), linked plainly.
 */
function withStylesheetAfterPaint(html: string): string {
  return replaceTheOne(
    html,
    /<link href="([^"]+\.css)" rel="stylesheet"><\/body>/,
    '<link rel="stylesheet" data-href="$1" data-after-paint>' +
      '<noscript><link href="$1" rel="stylesheet"></noscript></body>',
    'stylesheet at the end of the body',
  );
}

/**
 * The entry script, too, only once the page has painted (public/index.html's script adds it from
 * this placeholder's data-src): linked in the head, it would share the network with the HTML and
 * might run before the first paint. A prerendered page is read and typed in with no script.
 */
function withEntryAfterPaint(html: string): string {
  return replaceTheOne(
    html,
    /<script src="([^"]+\.js)" async><\/script>/,
    '<script data-src="$1" data-after-paint></script>',
    'async entry script',
  );
}

/**
 * The favicon and the manifest, too, last: Chromium asks for them at load, before /login's first
 * paint, and Lighthouse counts them as holding the largest paint (docs/performance.md). The
 * favicon's href is an empty `data:` (none would ask for /favicon.ico): no favicon without script.
 */
function withIconAndManifestAfterPaint(html: string): string {
  const withIcon = replaceTheOne(
    html,
    /<link rel="icon" href="([^"]+)"([^>]*)>/,
    '<link rel="icon" href="data:," data-href="$1"$2 data-after-paint>',
    'favicon link',
  );
  return replaceTheOne(
    withIcon,
    /<link rel="manifest" href="([^"]+)">/,
    '<link rel="manifest" data-href="$1" data-after-paint>' +
      '<noscript><link rel="manifest" href="$1"></noscript>',
    'web app manifest link',
  );
}

/** The JavaScript files of webpack's named chunk groups, in order, each once, as URLs. */
function groupScripts(compilation: webpack.Compilation, names: string[]): string[] {
  const files = names.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${PLUGIN}: no "${name}" chunk group in the build`);
    return group.chunks.flatMap((chunk) => [...chunk.files]);
  });
  return [...new Set(files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`))];
}

/**
 * The scripts /login fetches ahead: the first press's besides the entry (src/startup/1-app-starts.ts:
 * the "app-loader" chunk and the "app" group), then what the sign-in runs next, the calls' code
 * (src/startup/5-signing-in.ts), then the shell's and home's, each less what came before.
 */
function aheadScripts(compilation: webpack.Compilation) {
  const firstPress = groupScripts(compilation, ['app-loader', 'app']);
  const calls = groupScripts(compilation, ['signed-in-data']).filter(
    (url) => !firstPress.includes(url),
  );
  const pages = groupScripts(compilation, ['shell', 'home']).filter(
    (url) => !firstPress.includes(url) && !calls.includes(url),
  );
  return { firstPress, calls, pages };
}

/**
 * Fetched (not run) into the HTTP cache, on a slow network so that a press waits for no byte of
 * its own: the first press's scripts beside the entry once the page has painted
 * (public/index.html's script; the stylesheet, the favicon and the manifest wait for them), the
 * calls' code and the shell's and home's once the app has arrived (src/startup/3-app-loaded.ts).
 */
function withScriptsAhead(html: string, scripts: ReturnType<typeof aheadScripts>) {
  const link = (url: string, mark: string) =>
    `<link rel="prefetch" as="script" data-href="${url}" ${mark}>`;
  const links = [
    ...scripts.firstPress.map((url) => link(url, 'data-first-press')),
    ...scripts.calls.map((url) => link(url, 'data-signed-in="calls"')),
    ...scripts.pages.map((url) => link(url, 'data-signed-in="pages"')),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The page with the one element `pattern` finds rewritten: the build stops when the template
 * no longer holds exactly one (a page that asked for nothing, or twice, would still paint).
 */
function replaceTheOne(html: string, pattern: RegExp, replacement: string, what: string): string {
  const found = html.match(new RegExp(pattern, 'g')) ?? [];
  if (found.length !== 1) throw new Error(`${PLUGIN}: not one ${what} in the page`);
  return html.replace(pattern, replacement);
}

/**
 * The markup with its parts to be drawn after the first paint
 * (src/features/marketing/drawn-after-paint.ts) marked pending: the first paint leaves them
 * out, and public/index.html's script clears the mark once the page has painted.
 */
function withPartsPending(markup: string): string {
  return markup.replaceAll('data-drawn-after-paint=""', 'data-drawn-after-paint="pending"');
}

/** The page with its own title instead of the template's. */
function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}

/** The template with #root (the last element of the body) holding the page's markup. */
function withRootContent(template: string, pathname: string, markup: string): string {
  const start = template.search(ROOT);
  const end = template.lastIndexOf('</div>', template.indexOf('</body>'));
  return `${template.slice(0, start)}<div id="root" data-prerendered="${pathname}">${markup}${template.slice(end)}`;
}

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
 * Renders pages of the app at build time and writes each as `<path>/index.html` beside the
 * app's index.html, its markup inside #root (marked with data-prerendered, which tells
 * src/startup/3-app-starts.ts to wait for a press and src/startup/5-app-live.tsx to hydrate it) and its own <title> (the tab and a screen reader name the page
 * before any script runs). `serverConfig` builds src/prerender.tsx for Node.
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
          const { renderPage, cleanUp } = await this.buildRenderer();
          try {
            for (const { pathname, title } of this.pages) {
              const markup = await renderPage(pathname);
              const page = withTitle(
                withRootContent(template, pathname, withPartsPending(markup)),
                title,
              );
              const html = withIconAndManifestAfterPaint(
                withEntryAfterPaint(
                  withStylesheetAfterPaint(await withCriticalCss(page, compilation)),
                ),
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

  /** Builds the Node bundle into a temporary folder and loads it. */
  private async buildRenderer(): Promise<PrerenderModule & { cleanUp: () => Promise<void> }> {
    const outputPath = await mkdtemp(path.join(os.tmpdir(), 'autogestion-prerender-'));
    const config = {
      ...this.serverConfig,
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
 * The page with the rules its own markup uses inlined in a <style> (allowed by its hash in the
 * Content-Security-Policy: scripts/security-headers.ts), without the custom properties they do
 * not read, and the whole stylesheet moved to the end of the body (withStylesheetAfterPaint
 * then keeps it from holding the first paint).
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
 * The whole stylesheet, which the pages after sign-in need, is asked for only once the page has
 * painted (public/index.html's script sets the link's href from its data-href): it never
 * competes with the first paint, not even for the network, and a stylesheet for the screen is
 * waited for by the paint wherever it is linked. Without script (noscript), linked plainly.
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
 * The entry script, too, is asked for only once the page has painted (public/index.html's script
 * adds it from the data-src of this empty placeholder, which never runs): linked in the head, it
 * would share the network with the HTML and might run before the first paint. A prerendered page
 * is read and typed in with no script; the entry arrives long before a field is touched
 * (src/startup/3-app-starts.ts starts the app at once if one already is).
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
 * The favicon and the web app manifest, too (public/index.html's script sets their href from
 * their data-href, last): Chromium asks for each as soon as the page has loaded, which on /login
 * is before its first paint, and Lighthouse's simulation counts every request begun before the
 * largest paint as holding it. The favicon's href is an empty `data:` until then (with none,
 * Chromium would ask for /favicon.ico instead), so a page run without script has no favicon.
 * The manifest, without script, is linked plainly (noscript).
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

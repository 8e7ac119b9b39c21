// The bench's reference pages (a two-line page, a bare React page, the sign-in journey's plain
// HTML), each built into a folder scripts/serve.ts serves like the app; and the app's builds:
// live, demo and, with BENCH_BASE, another commit's.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** The project's webpack build of `cwd` (`API_MODE` live or mock) into `outputPath`. */
export function buildApp({
  cwd,
  mode,
  outputPath,
}: {
  cwd: string;
  mode: 'live' | 'mock';
  outputPath: string;
}): void {
  // webpack-cli straight from node_modules (npx would add its own start-up and warnings).
  const cli = path.join(cwd, 'node_modules/webpack-cli/bin/cli.js');
  execFileSync(
    process.execPath,
    [cli, '--mode', 'production', '--output-path', outputPath, '--json', statsFile(outputPath)],
    {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        API_MODE: mode,
        // A live build names its payment gateways (scripts/payment-gateways.ts).
        PAYMENT_GATEWAY_ORIGINS:
          process.env.PAYMENT_GATEWAY_ORIGINS || 'https://pagos.link.example',
        NODE_OPTIONS: '--import=tsx',
      },
    },
  );
}

export const statsFile = (outputPath: string): string => `${outputPath}-stats.json`;

/** A two-line HTML page: what this machine gives a page that does nothing. */
export function writeTwoLinePage(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Página mínima"><title>Mínima</title></head><body><h1>Autogestión</h1><p>Una página de dos líneas.</p></body></html>',
  );
}

/**
 * The sign-in journey's reference (scripts/bench/journey-reference/), copied into `dir`: the same
 * form in plain HTML, whose press does only what the network must.
 */
export function writeJourneyReference(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(__dirname, 'journey-reference'), dir, { recursive: true });
}

/**
 * The bare React page (scripts/bench/bare-react/): its client script bundled by webpack in
 * production mode with the project's Babel config, then its HTML rendered in Node. Resolves
 * with the page's scripts, paths under `dir`.
 */
export async function buildBareReact(root: string, dir: string): Promise<string[]> {
  const config: webpack.Configuration = {
    mode: 'production',
    context: root,
    entry: { 'bare-react': './scripts/bench/bare-react/client.tsx' },
    output: {
      path: dir,
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:8].js',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { envName: 'production', configFile: path.join(root, 'babel.config.js') },
          },
        },
      ],
    },
    performance: { hints: false },
  };
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else if (result?.hasErrors()) reject(new Error(result.toString('errors-only')));
      else resolve(result as webpack.Stats);
    });
  });
  const { entrypoints } = stats.toJson({ all: false, entrypoints: true });
  const entry = entrypoints?.['bare-react'];
  if (!entry?.assets) throw new Error('the bare React build has no "bare-react" entry point');
  const scripts = entry.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const { renderPage } = await import('./bare-react/page');
  writeFileSync(path.join(dir, 'index.html'), renderPage(scripts));
  return scripts;
}

/**
 * The live build of another commit, from `git archive` into a temporary folder so the checkout
 * is left alone; built with this checkout's node_modules unless its lockfile differs (then
 * `npm install`). Returns the commit's full hash.
 */
export function buildBase({
  root,
  commit,
  outputPath,
}: {
  root: string;
  commit: string;
  outputPath: string;
}): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const src = path.join(os.tmpdir(), `autogestion-bench-base-${sha.slice(0, 12)}`);
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', sha], {
      cwd: root,
      maxBuffer: 1024 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', src], { input: tar });
    // The same lockfile: this checkout's node_modules; else the commit's own dependencies.
    const lockfile = (folder: string) => readFileSync(path.join(folder, 'package-lock.json'));
    if (lockfile(src).equals(lockfile(root))) {
      symlinkSync(path.join(root, 'node_modules'), path.join(src, 'node_modules'), 'dir');
    } else {
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: src, stdio: 'ignore' });
    }
    buildApp({ cwd: src, mode: 'live', outputPath });
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
  return sha;
}

/** The files under `static/` that a page's HTML references (scripts, stylesheets). */
export function referencedAssets(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/(?:src|href)=["']?\/(static\/[^"' >]+)/g)].map((match) => match[1]);
}

// The live build's size budgets (scripts/critical-assets.ts, also held by jest): the JavaScript
// /login runs before a press, what the first press downloads, /login's stylesheet; and every
// chunk with what it holds. Fails the bench when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  fetchedAheadAssets,
  firstPaintAssets,
  firstPressAssets,
  SIZE_BUDGETS_KB,
} from '../critical-assets';
import type { Journey } from './pages';
import { referencedAssets, statsFile } from './references';
import { markdownTable } from './report';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function chunkSizes(dir: string) {
  const files = ['static/js', 'static/css'].flatMap((sub) =>
    readdirSync(path.join(dir, sub))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `${sub}/${f}`),
  );
  return files.map((file) => ({
    file,
    raw: statSync(path.join(dir, file)).size,
    gzip: gzipBytes(path.join(dir, file)),
  }));
}

/**
 * What the first press downloads: scripts/critical-assets.ts. If it cannot tell (a build
 * without the "app" chunk group, such as an older one), the files /login's HTML references,
 * and a note saying so.
 */
function firstPressFiles(dir: string): { files: string[]; note: string | null } {
  const stats = JSON.parse(readFileSync(statsFile(dir), 'utf8'));
  try {
    return { files: firstPressAssets(dir, stats), note: null };
  } catch (error) {
    return {
      files: referencedAssets(path.join(dir, 'login/index.html')),
      note: `scripts/critical-assets.ts: ${(error as Error).message}; counted instead: the scripts and stylesheet /login's HTML references`,
    };
  }
}

/** What each file holds, for the chunk table: its chunk's names, or its largest packages. */
function chunkContents(
  dir: string,
  critical: Set<string>,
  firstPaint: Set<string>,
): Map<string, string> {
  const stepOf = (file: string) => {
    if (firstPaint.has(file)) return " (/login's first paint)";
    return critical.has(file) ? ' (downloaded by the first press)' : '';
  };
  const stats = JSON.parse(readFileSync(statsFile(dir), 'utf8'));
  const contents = new Map<string, string>();
  for (const chunk of stats.chunks) {
    const bytesByPackage = new Map<string, number>();
    for (const module of chunk.modules ?? []) {
      for (const inner of module.modules ?? [module]) {
        const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(inner.name ?? '')?.[1] ?? 'app code';
        bytesByPackage.set(pkg, (bytesByPackage.get(pkg) ?? 0) + (inner.size ?? 0));
      }
    }
    const largest = [...bytesByPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([pkg]) => pkg);
    const label = chunk.names.length > 0 ? chunk.names.join(', ') : `shared: ${largest.join(', ')}`;
    for (const file of chunk.files) {
      contents.set(file, `${label}${stepOf(file)}`);
    }
  }
  return contents;
}

export const sizeBudgets: Journey = {
  name: 'size-budgets',
  async run({ dirs, bareScripts }) {
    const live = chunkSizes(dirs.live);
    const critical = firstPressFiles(dirs.live);
    const criticalSet = new Set(critical.files);
    const firstPaintSet = new Set(firstPaintAssets(dirs.live));
    const gzipOf = (files: Set<string>, ext: string) =>
      live
        .filter((s) => files.has(s.file) && s.file.endsWith(ext))
        .reduce((sum, s) => sum + s.gzip, 0);
    const firstPaintJs = gzipOf(firstPaintSet, '.js');
    const criticalJs = gzipOf(criticalSet, '.js');
    const css = gzipOf(firstPaintSet, '.css');
    const signedInJs = gzipOf(
      new Set([
        ...fetchedAheadAssets(dirs.live, 'calls'),
        ...fetchedAheadAssets(dirs.live, 'pages'),
      ]),
      '.js',
    );
    const bareJs = bareScripts.reduce(
      (sum, file) => sum + gzipBytes(path.join(dirs.bareReact, file)),
      0,
    );
    const budgets = {
      firstPaintJs: firstPaintJs / 1024 <= SIZE_BUDGETS_KB.firstPaintJs,
      criticalJs: criticalJs / 1024 <= SIZE_BUDGETS_KB.firstPressJs,
      signedInJs: signedInJs / 1024 <= SIZE_BUDGETS_KB.signedInJs,
      css: css / 1024 <= SIZE_BUDGETS_KB.css,
    };
    const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
    const contents = chunkContents(dirs.live, criticalSet, firstPaintSet);
    return {
      lines: [
        '## Size budgets (live build, gzip)',
        '',
        ...markdownTable(
          ['figure', 'measured', 'bar', 'met'],
          [
            [
              'JavaScript /login runs before a press (its HTML), gzip KB (budget)',
              kb(firstPaintJs),
              `<= ${SIZE_BUDGETS_KB.firstPaintJs}`,
              yes(budgets.firstPaintJs),
            ],
            [
              'JavaScript the first press downloads (the app), gzip KB (budget)',
              kb(criticalJs),
              `<= ${SIZE_BUDGETS_KB.firstPressJs}`,
              yes(budgets.criticalJs),
            ],
            [
              "JavaScript the sign-in runs next (the calls', the shell's and home's), gzip KB (budget)",
              kb(signedInJs),
              `<= ${SIZE_BUDGETS_KB.signedInJs}`,
              yes(budgets.signedInJs),
            ],
            [
              "/login's stylesheet (its own rules inline, the rest after the first paint), gzip KB (budget)",
              kb(css),
              `<= ${SIZE_BUDGETS_KB.css}`,
              yes(budgets.css),
            ],
            ['JavaScript of the bare React page, gzip KB', kb(bareJs), '-', '-'],
          ],
        ),
        '',
        ...(critical.note ? [`Note: ${critical.note}.`, ''] : []),
        ...markdownTable(
          ['chunk (live build)', 'holds', 'raw KB', 'gzip KB'],
          live.map((s) => [s.file, contents.get(s.file) ?? '', kb(s.raw), kb(s.gzip)]),
        ),
        '',
      ],
      failed: !Object.values(budgets).every(Boolean),
    };
  },
};

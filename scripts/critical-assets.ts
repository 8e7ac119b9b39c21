// What /login costs, in two steps (src/startup/): the first paint runs only the files its
// HTML references (the entry script, the stylesheet), and the first press (or any page but a
// quiet /login) downloads and runs the app. Shared by `npm run bench` and the size budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The size budgets, gzip KB, held by __tests__/build/live-build.test.ts and reported by the
 * bench: the JavaScript /login runs before a press, the first press's (the entry, the way to
 * the app and the app), what the sign-in runs next (the calls' code and the shell's and home's,
 * fetched ahead once the app has arrived), /login's stylesheet, and everything /login
 * transfers: its own 40 KB and the first press's scripts, fetched ahead once painted.
 */
export const SIZE_BUDGETS_KB = {
  firstPaintJs: 10,
  firstPressJs: 127,
  signedInJs: 36,
  css: 17.5,
  loginTransfer: 165,
};

/** What these functions read of webpack's stats. */
interface ChunkGroupStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/**
 * The files /login's HTML references but those it only fetches ahead (its prefetch links): all that runs
 * until the cardholder presses a button, as paths under `distDir` (a production build), such as
 * 'static/js/main.1234abcd.js'.
 */
export function firstPaintAssets(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'login/index.html'), 'utf8');
  const tags = html.match(/<[^>]+>/g) ?? [];
  return [
    ...new Set(
      tags
        .filter((tag) => !tag.includes('rel="prefetch"'))
        .flatMap((tag) => [...tag.matchAll(/(?:src|href)=["']?\/(static\/[^"' >]+)/g)])
        .map((match) => match[1]),
    ),
  ];
}

/**
 * The scripts /login fetches ahead (scripts/prerender-plugin.ts): the first press's once painted,
 * the calls' code and the shell's and home's once the app has arrived.
 */
export function fetchedAheadAssets(distDir: string, which: 'first-press' | 'calls' | 'pages') {
  const html = readFileSync(path.join(distDir, 'login/index.html'), 'utf8');
  const mark = which === 'first-press' ? 'data-first-press' : `data-signed-in="${which}"`;
  const link = new RegExp(`<link[^>]*data-href="/(static/[^"]+)"[^>]*${mark}>`, 'g');
  return [...html.matchAll(link)].map((match) => match[1]);
}

/**
 * What the first press runs, the first paint's files included: "app-loader" and the "app" chunk
 * group, as paths under `distDir` (a production build). `stats`: webpack's stats of that build
 * (`webpack --json`).
 */
export function firstPressAssets(distDir: string, stats: ChunkGroupStats): string[] {
  const groupAssets = (name: string) =>
    (stats.namedChunkGroups?.[name]?.assets ?? []).map((asset) => asset.name);
  const app = groupAssets('app');
  if (app.length === 0)
    throw new Error('the build has no "app" chunk group (src/startup/3-app-loaded.ts)');
  return [...new Set([...firstPaintAssets(distDir), ...groupAssets('app-loader'), ...app])];
}

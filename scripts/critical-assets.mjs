// What /login costs, in two steps (src/index.tsx): the first paint runs only the files its
// HTML references (the entry script, the stylesheet), and the first press (or any page but a
// quiet /login) downloads and runs the app. Shared by `npm run bench` and the size budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files /login's HTML references: all that runs until the cardholder presses a button.
 * @param {string} distDir a production build
 * @returns {string[]} paths under distDir, such as 'static/js/main.1234abcd.js'
 */
export function firstPaintAssets(distDir) {
  const html = readFileSync(path.join(distDir, 'login/index.html'), 'utf8');
  return [
    ...new Set(
      [...html.matchAll(/(?:src|href)=["']?\/(static\/[^"' >]+)/g)].map((match) => match[1]),
    ),
  ];
}

/**
 * What the first press adds: the way to the app ("app-loader") and the app itself (the "app"
 * chunk group: React's DOM renderer, the store, the provider API, /login's components).
 * @param {string} distDir a production build
 * @param {{ namedChunkGroups?: Record<string, { assets?: { name: string }[] }> }} stats
 *   webpack's stats of that build (`webpack --json`)
 * @returns {string[]} paths under distDir, the first paint's files included
 */
export function firstPressAssets(distDir, stats) {
  const groupAssets = (name) =>
    (stats.namedChunkGroups?.[name]?.assets ?? []).map((asset) => asset.name);
  const app = groupAssets('app');
  if (app.length === 0) throw new Error('the build has no "app" chunk group (src/app-loader.ts)');
  return [...new Set([...firstPaintAssets(distDir), ...groupAssets('app-loader'), ...app])];
}

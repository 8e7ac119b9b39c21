// What /login needs before its form works: the files its HTML references (the entry script,
// the stylesheet) and the chunks of the app that the entry preloads and evaluates after the
// first paint (the "app" chunk group of src/index.tsx). Shared by `npm run bench` and the
// size-budget test.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} distDir a production build
 * @param {{ namedChunkGroups?: Record<string, { assets?: { name: string }[] }> }} stats
 *   webpack's stats of that build (`webpack --json`)
 * @returns {string[]} paths under distDir, such as 'static/js/main.1234abcd.js'
 */
export function criticalAssets(distDir, stats) {
  const html = readFileSync(path.join(distDir, 'login/index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)=["']?\/(static\/[^"' >]+)/g)].map(
    (match) => match[1],
  );
  const app = (stats.namedChunkGroups?.app?.assets ?? []).map((asset) => asset.name);
  if (app.length === 0) throw new Error('the build has no "app" chunk group (src/index.tsx)');
  return [...new Set([...referenced, ...app])];
}

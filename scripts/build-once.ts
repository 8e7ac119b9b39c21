// Builds a bundle for the browser tests, or reuses the one built before from the same sources.
//   node --import=tsx scripts/build-once.ts <demo|live> <output folder>
// A build takes minutes on a busy machine; running one browser test file again should not.
// The sources (every file the build reads, the lockfile, .env) and the build's environment
// variables (scripts/build-variables.ts) are hashed; the hash is kept beside the output
// folder, and so are webpack's stats (<folder>-stats.json, read by jest's build checks).
// E2E_REBUILD=1 (and CI) always build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildVariablesText } from './build-variables';

const INPUTS = [
  'src',
  'mocks',
  'public',
  'scripts',
  'types',
  'webpack.config.ts',
  'babel.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** One hash of everything the build depends on. */
export function sourceHash(kind: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hash.update(`${kind}\n${process.version}\n`);
  hash.update(buildVariablesText(env));
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function main(): void {
  const [kind, outputDir] = process.argv.slice(2);
  if ((kind !== 'demo' && kind !== 'live') || !outputDir) {
    console.error('usage: node --import=tsx scripts/build-once.ts <demo|live> <output folder>');
    process.exit(2);
  }
  const stamp = `${outputDir.replace(/\/$/, '')}.source-hash`;
  const stats = `${outputDir.replace(/\/$/, '')}-stats.json`;
  const hash = sourceHash(kind);
  const forced = process.env.E2E_REBUILD === '1' || Boolean(process.env.CI);
  if (
    !forced &&
    existsSync(path.join(outputDir, 'index.html')) &&
    existsSync(stats) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash
  ) {
    console.info(`${outputDir}: sources unchanged, reusing the ${kind} build`);
    return;
  }
  const script = kind === 'demo' ? 'build:demo' : 'build';
  const built = spawnSync(
    'npm',
    ['run', script, '--', '--output-path', outputDir, '--json', stats],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stamp, hash);
}

if (require.main === module) main();

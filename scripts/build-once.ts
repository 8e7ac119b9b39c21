// Builds a test bundle, or reuses the one built from the same sources, so that running one test
// file again takes no build (docs/testing.md). Keeps the sources' hash and webpack's stats
// (<folder>-stats.json, read by jest's build checks) beside the output folder.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

type BuildKind = 'demo' | 'live';

/** Whether the process that wrote `pid` still runs (a lock left by a killed build is not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Longer than a build takes on the busiest machine. */
const LOCK_LIMIT_MS = 15 * 60_000;

/**
 * Holds `<folder>.lock` while `work` runs: one build of a folder at a time on this machine.
 * @public (its test calls it from child processes, which knip does not follow)
 */
export function withLock(outputDir: string, work: () => void): void {
  const lock = `${outputDir}.lock`;
  const owner = path.join(lock, 'pid');
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      writeFileSync(owner, String(process.pid));
      break;
    } catch {
      // Left by a build that was killed, or older than any build takes: taken over.
      const pid = Number(existsSync(owner) ? readFileSync(owner, 'utf8') : '');
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if ((pid && !running(pid)) || age > LOCK_LIMIT_MS)
        rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds `kind` into `outputDir` with the build variables of `env`, unless the folder holds a
 * build of the same sources and variables. Throws when the build fails.
 */
export function buildOnce(kind: BuildKind, outputDir: string, env: NodeJS.ProcessEnv): void {
  mkdirSync(path.dirname(outputDir), { recursive: true });
  withLock(outputDir, () => {
    const stamp = `${outputDir.replace(/\/$/, '')}.source-hash`;
    const stats = `${outputDir.replace(/\/$/, '')}-stats.json`;
    const hash = sourceHash(kind, env);
    if (
      existsSync(path.join(outputDir, 'index.html')) &&
      existsSync(stats) &&
      existsSync(stamp) &&
      readFileSync(stamp, 'utf8') === hash
    ) {
      console.info(`${outputDir}: sources unchanged, reusing the ${kind} build`);
      return;
    }
    const script = kind === 'demo' ? 'build:demo' : 'build';
    // CI builds each bundle once, on a fresh clone: writing webpack's cache would cost 20 to 30
    // CPU-s of the three builds and never be read.
    const noCache = process.env.CI ? ['--no-cache'] : [];
    const built = spawnSync(
      'npm',
      ['run', '--silent', script, '--', '--output-path', outputDir, '--json', stats, ...noCache],
      { stdio: ['ignore', 'inherit', 'inherit'], env },
    );
    if (built.status !== 0) throw new Error(`the ${kind} build into ${outputDir} failed`);
    writeFileSync(stamp, hash);
  });
}

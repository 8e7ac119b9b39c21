/**
 * @jest-environment node
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * npm test builds the tests' bundles while jest's build checks and the browser tests' servers
 * ask for the same folders (scripts/build-for-tests.ts): one build of a folder at a time, and
 * a lock left by a killed build does not stop the next one (scripts/build-once.ts).
 */
const root = path.resolve(__dirname, '../..');

/** A process that holds the folder's lock for `holdMs`, noting when it starts and ends. */
function holder(folder: string, log: string, name: string, holdMs: number) {
  const script = `
    const { appendFileSync } = require('node:fs');
    const { withLock } = require('./scripts/build-once.ts');
    withLock(${JSON.stringify(folder)}, () => {
      appendFileSync(${JSON.stringify(log)}, '${name} in\\n');
      process.stdout.write('in\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
      appendFileSync(${JSON.stringify(log)}, '${name} out\\n');
    });`;
  // Its output says when it holds the lock.
  return spawn(process.execPath, ['--import=tsx', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ended = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => child.on('close', resolve));

test('two callers of one folder at once: the second waits until the first is done', async () => {
  const dir = tempDir();
  const folder = path.join(dir, 'live');
  const log = path.join(dir, 'log');
  writeFileSync(log, '');
  const first = holder(folder, log, 'first', 1500);
  // The first holds the lock before the second asks.
  await new Promise((resolve) => first.stdout?.once('data', resolve));
  const second = holder(folder, log, 'second', 0);
  expect(await Promise.all([ended(first), ended(second)])).toEqual([0, 0]);
  expect(readFileSync(log, 'utf8')).toBe('first in\nfirst out\nsecond in\nsecond out\n');
}, 60_000);

test('a lock left by a build that no longer runs is taken over at once', () => {
  const dir = tempDir();
  const folder = path.join(dir, 'live');
  const log = path.join(dir, 'log');
  writeFileSync(log, '');
  // A process that has ended: its pid runs no more.
  const gone = Number(
    execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']),
  );
  mkdirSync(`${folder}.lock`);
  writeFileSync(path.join(`${folder}.lock`, 'pid'), String(gone));
  // Waiting for it would stop the call at its time limit, and the test with it.
  execFileSync(
    process.execPath,
    [
      '--import=tsx',
      '-e',
      `require('./scripts/build-once.ts').withLock(${JSON.stringify(folder)}, () => require('node:fs').appendFileSync(${JSON.stringify(log)}, 'built\\n'))`,
    ],
    { cwd: root, timeout: 20_000 },
  );
  expect(readFileSync(log, 'utf8')).toBe('built\n');
}, 60_000);

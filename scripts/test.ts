// `npm test`: every check, both cores busy (docs/testing.md). jest starts once the bundles are
// built: beside the builds it would slow the browser tests' start, and it reads two bundles.
// Every lane runs to its end; exits 1 if any check failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

// A failed test's title and first lines, collected per lane and printed again at the end: CI
// keeps only the tail of the output, where a lane's own report is long gone.
const FAILURE_START = /^\s*(●|✘|\d+\) \[)/;
const LINES_PER_FAILURE = 8;
const MOST_LINES = 80;
const failures: string[] = [];

// Lanes on two cores make each one slower; the limits grow with it (the browser tests wait on
// states, so a larger limit never slows a quick run).
const env = { ...process.env, E2E_SLOWDOWN: process.env.E2E_SLOWDOWN || '2' };

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `npm run <script>`, each line of its output prefixed with its lane; resolves its code. */
function run(lane: string, script: string, args: string[]): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    let keep = 0;
    stream.on('data', (data: Buffer) => {
      const lines = (rest + String(data)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`[${lane}] ${line}\n`);
        if (FAILURE_START.test(line)) keep = LINES_PER_FAILURE;
        if (keep > 0 && line.trim() !== '' && failures.length < MOST_LINES) {
          failures.push(`[${lane}] ${line}`);
          keep -= 1;
        }
      }
    });
    stream.on('end', () => rest && process.stdout.write(`[${lane}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function main(): Promise<void> {
  const start = Date.now();
  const results: string[] = [];
  let failed = false;
  const step = async (lane: string, script: string, args: string[] = []) => {
    const started = Date.now();
    const code = await run(lane, script, args);
    results.push(`${script}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds(started)}`);
    failed ||= code !== 0;
  };
  await Promise.all([
    step('lint', 'lint').then(() => step('lint', 'typecheck')),
    step('e2e', 'build:tests').then(() =>
      // Two jest workers: once the browser tests end, jest has both cores to itself.
      Promise.all([step('e2e', 'test:e2e'), step('jest', 'test:unit', ['--maxWorkers=2'])]),
    ),
  ]);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  if (failures.length > 0) console.info(`\nThe failures again:\n${failures.join('\n')}`);
  console.info(`\n${results.join('\n')}\nnpm test: ${seconds(start)} (load average ${load})`);
  process.exitCode = failed ? 1 : 0;
}

void main();

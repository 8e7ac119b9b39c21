// `npm test`: every check, with both cores busy. Three lanes run side by side: the linter then
// the type check, jest (one worker), and the browser tests (three workers, which spend much of
// their time waiting on pages). The browser tests' lane is the longest: the other two run at a
// lower priority and take the time it leaves. Every lane runs to its end; exits 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

const LANES: { name: string; scripts: string[]; yields?: boolean }[] = [
  { name: 'lint', scripts: ['lint', 'typecheck'], yields: true },
  { name: 'jest', scripts: ['test:unit'], yields: true },
  // The tests' three bundles side by side first (jest's build checks wait for the live ones).
  { name: 'e2e', scripts: ['build:tests', 'test:e2e'] },
];

// Three lanes on two cores make each one slower; the limits grow with it (the browser tests
// wait on states, so a larger limit never slows a quick run).
const env = { ...process.env, E2E_SLOWDOWN: process.env.E2E_SLOWDOWN || '2' };

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** `npm run <script>`, at nice 10 if its lane yields; each output line prefixed with the lane. */
function run(lane: string, script: string, yields = false): Promise<number> {
  const npm = ['npm', 'run', '--silent', script];
  const [command, ...args] = yields ? ['nice', '-n', '10', ...npm] : npm;
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (data: Buffer) => {
      const lines = (rest + String(data)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${lane}] ${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`[${lane}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function main(): Promise<void> {
  const start = Date.now();
  const results: string[] = [];
  let failed = false;
  await Promise.all(
    LANES.map(async ({ name, scripts, yields }) => {
      for (const script of scripts) {
        const started = Date.now();
        const code = await run(name, script, yields);
        results.push(
          `${script}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds(started)}`,
        );
        failed ||= code !== 0;
      }
    }),
  );
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.info(`\n${results.join('\n')}\nnpm test: ${seconds(start)} (load average ${load})`);
  process.exitCode = failed ? 1 : 0;
}

void main();

// `npm run bench`: builds and serves the pages once, runs each journey of JOURNEYS and writes
// their tables to bench-results.md; exits 1 only when a size budget is exceeded. A new journey is
// a file of scripts/bench/ and a line in JOURNEYS (docs/performance.md, `npm run bench`).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseDemo } from './bench/lighthouse-demo';
import { lighthouseLogin } from './bench/lighthouse-login';
import { startBench, type Journey } from './bench/pages';
import { signInJourney } from './bench/sign-in';
import { sizeBudgets } from './bench/size-budgets';
import { waitsAfterSignIn } from './bench/waits-after-sign-in';

// In this order: the sign-in journey reads the paints of Lighthouse's, when it ran.
const JOURNEYS: Journey[] = [
  lighthouseLogin,
  signInJourney,
  waitsAfterSignIn,
  lighthouseDemo,
  sizeBudgets,
];

const ROOT = path.resolve(__dirname, '..');
const log = (message: string) =>
  console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

function chosenJourneys(): Journey[] {
  const names = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !JOURNEYS.some((journey) => journey.name === name));
  if (unknown.length > 0) {
    const known = JOURNEYS.map((journey) => journey.name).join(', ');
    throw new Error(`BENCH_ONLY: no journey named ${unknown.join(', ')} (there are ${known})`);
  }
  return names.length > 0 ? JOURNEYS.filter((journey) => names.includes(journey.name)) : JOURNEYS;
}

async function main(): Promise<void> {
  const journeys = chosenJourneys();
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0];
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT }).toString().trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no');

  const { bench, stop } = await startBench(ROOT, log);
  try {
    const sections = [];
    for (const journey of journeys) sections.push(await journey.run(bench));
    const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(0);
    const table = [
      `# Benchmark, ${startedAt.toISOString()}`,
      '',
      `Commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}. Journeys: ${journeys.map((journey) => journey.name).join(', ')}. ` +
        `${minutes} min; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
      '',
      ...sections.flatMap((section) => section.lines),
    ].join('\n');
    console.info(`\n${table}`);
    writeFileSync(path.join(ROOT, 'bench-results.md'), table);
    process.exitCode = sections.some((section) => section.failed) ? 1 : 0;
  } finally {
    stop();
  }
}

// Top-level await would need an ES module: tsx runs this file as CommonJS.
void main();

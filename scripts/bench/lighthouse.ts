// One Lighthouse run, as the bench runs them: mobile defaults (simulated slow 4G, 4x CPU
// slowdown), Debian's Chromium, cold cache, and the figures the bench reports.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/**
 * Lighthouse's own command line, in a Node of its own: loaded through tsx, as the bench is,
 * Lighthouse's modules would be rewritten with a `__name` helper that the functions it runs
 * in the page (stringified) do not have there.
 */
const LIGHTHOUSE_CLI = path.join(__dirname, '../../node_modules/lighthouse/cli/index.js');
const run = promisify(execFile);

export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

/** The groups of Lighthouse's `mainthread-work-breakdown` audit, in the bench's order. */
export const MAIN_THREAD_GROUPS: [group: string, label: string][] = [
  ['scriptEvaluation', 'script evaluation'],
  ['styleLayout', 'style & layout'],
  ['other', 'other'],
  ['paintCompositeRender', 'rendering'],
  ['parseHTML', 'parse HTML & CSS'],
  ['scriptParseCompile', 'script parse & compile'],
  ['garbageCollection', 'garbage collection'],
];

/**
 * Lighthouse on `url` in the Chrome listening on `port`. `keepStorage`: the page's origin keeps
 * its local storage (a signed-in session); the HTTP cache is cleared either way.
 */
export async function audit(
  url: string,
  port: number,
  { keepStorage = false }: { keepStorage?: boolean } = {},
): Promise<LighthouseSummary> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  if (!stdout.trim()) throw new Error(`Lighthouse gave no result for ${url}`);
  return summary(JSON.parse(stdout) as Result);
}

/** `audit` in a Chrome of its own, started for this run and closed after it. */
export async function auditInFreshChrome(url: string): Promise<LighthouseSummary> {
  const chrome = await launchChrome();
  try {
    return await audit(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** What the bench reports of one run: scores out of 100, times in ms, sizes in bytes. */
export interface LighthouseSummary {
  error: string | null;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  fcp: number | null;
  transfer: number | null;
  benchmarkIndex: number;
  /** Main-thread time by group (MAIN_THREAD_GROUPS), and its total. */
  breakdown: Record<string, number | null>;
}

function summary(lhr: Result): LighthouseSummary {
  const score = (id: string) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const breakdown: LighthouseSummary['breakdown'] = Object.fromEntries(
    MAIN_THREAD_GROUPS.map(([group]) => [group, 0]),
  );
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: { group: string; duration: number }[] } | undefined;
  for (const item of details?.items ?? []) {
    breakdown[item.group] = (breakdown[item.group] ?? 0) + item.duration;
  }
  breakdown.total = value('mainthread-work-breakdown');
  return {
    error: lhr.runtimeError?.code ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    transfer: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    breakdown,
  };
}

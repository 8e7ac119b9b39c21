// One Lighthouse run, as the bench runs them: mobile defaults (simulated slow 4G, 4x CPU
// slowdown), Debian's Chromium, cold cache, and the figures the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

/** The groups of Lighthouse's `mainthread-work-breakdown` audit, in the bench's order. */
export const MAIN_THREAD_GROUPS = [
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
export async function audit(url, port, { keepStorage = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keepStorage,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return summary(result.lhr);
}

/** `audit` in a Chrome of its own, started for this run and closed after it. */
export async function auditInFreshChrome(url) {
  const chrome = await launchChrome();
  try {
    return await audit(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

function summary(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const breakdown = Object.fromEntries(MAIN_THREAD_GROUPS.map(([group]) => [group, 0]));
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
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

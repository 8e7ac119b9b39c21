// Lighthouse on /login beside the two-line and bare React pages, in BENCH_ROUNDS interleaved
// rounds (default 7) so that a busy spell of a shared machine hits a whole round rather than one
// page; the targets are read against the same rounds (docs/performance.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SIZE_BUDGETS_KB } from '../critical-assets';
import {
  auditInFreshChrome,
  CHROME_FLAGS,
  MAIN_THREAD_GROUPS,
  type LighthouseSummary,
} from './lighthouse';
import type { Journey } from './pages';
import { cell, fmt, fmtCls, markdownTable, median } from './report';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 7;
// The fewest rounds whose medians the targets are read from.
const MIN_ROUNDS = 7;
// /login against the references: its TBT at most the bare React page's and within 50 ms of the
// two-line page's; its TBT, LCP, Performance score and layout shift on their own.
const TARGETS = { tbtOverTwoLinesMs: 50, tbtMs: 10, lcpMs: 1200, performance: 100, cls: 0 };

type Pick = (run: LighthouseSummary) => number | null;

/** Lighthouse on `url`, once more if it fails (NO_NAVSTART and the like, on a busy machine). */
async function auditTwice(
  url: string,
  log: (message: string) => void,
): Promise<{ result: LighthouseSummary | null; failure: string | null }> {
  const once = async () => {
    try {
      const result = await auditInFreshChrome(url);
      return result.error ? { result: null, error: result.error } : { result, error: null };
    } catch (error) {
      return { result: null, error: (error as Error).message };
    }
  };
  const first = await once();
  if (!first.error) return { result: first.result, failure: null };
  log(`  failed (${first.error}); once more…`);
  const second = await once();
  const then = second.error ? `then ${second.error} (left out)` : 'then a good run (counted)';
  return { result: second.result, failure: `${first.error}, ${then}` };
}

export const lighthouseLogin: Journey = {
  name: 'lighthouse-login',
  async run(bench) {
    const { origins, baseSha, log } = bench;
    const pages = [
      { id: 'twoLines', label: 'two-line page', url: `${origins.twoLines}/` },
      { id: 'bareReact', label: 'bare React', url: `${origins.bareReact}/` },
      { id: 'login', label: '/login', url: `${origins.live}/login` },
      ...(baseSha
        ? [{ id: 'base', label: `/login at ${baseSha.slice(0, 8)}`, url: `${origins.base}/login` }]
        : []),
    ];
    const runs: Record<string, (LighthouseSummary | null)[]> = Object.fromEntries(
      pages.map((page) => [page.id, []]),
    );
    // A failed run is tried once more in its place, so the round keeps its order.
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const page of pages) {
        log(`Round ${round}/${ROUNDS}: Lighthouse on ${page.label}…`);
        const { result, failure } = await auditTwice(page.url, log);
        if (failure) failures.push(`round ${round}, ${page.label}: ${failure}`);
        runs[page.id].push(result);
      }
    }

    // The figures of one page over the rounds (a failed run gives none).
    const values = (id: string, pick: Pick) => runs[id].map((run) => (run ? pick(run) : null));
    const med = (id: string, pick: Pick) => median(values(id, pick));
    const row = (label: string, pick: Pick, format?: (value: number) => string) => [
      label,
      ...pages.map((page) => cell(values(page.id, pick), format)),
    ];
    const figures = markdownTable(
      ['median (min–max)', ...pages.map((page) => page.label)],
      [
        row('Performance score', (run) => run.performance),
        row('Largest Contentful Paint, ms', (run) => run.lcp),
        row('Total Blocking Time, ms', (run) => run.tbt),
        row('Cumulative Layout Shift', (run) => run.cls, fmtCls),
        row('First Contentful Paint, ms', (run) => run.fcp),
        ...MAIN_THREAD_GROUPS.map(([group, label]) =>
          row(`main thread: ${label}, ms`, (run) => run.breakdown[group]),
        ),
        row('main thread: total, ms', (run) => run.breakdown.total),
        row(
          'transferred, KB',
          (run) => (run.transfer as number) / 1024,
          (v) => fmt(v, 1),
        ),
        row("Lighthouse's benchmark index", (run) => run.benchmarkIndex),
      ],
    );

    // On the medians; interleaving also pairs the runs of a round, so each relative target
    // also says in how many rounds it held (less swayed by a noisy spell).
    const tbt = (id: string) => values(id, (run) => run.tbt);
    const paired = (
      a: (number | null)[],
      b: (number | null)[],
      holds: (difference: number) => boolean,
    ) => {
      const differences = a.map((x, i) => (x != null && b[i] != null ? x - b[i] : null));
      const held = differences.filter((d) => d != null && holds(d)).length;
      const counted = differences.filter((d) => d != null).length;
      return `per round: median ${fmt(median(differences))} ms, held in ${held} of ${counted}`;
    };
    // A median of no run is null, which the comparisons below read as JavaScript does: as 0.
    const login = {
      tbt: med('login', (run) => run.tbt) as number,
      lcp: med('login', (run) => run.lcp) as number,
      performance: med('login', (run) => run.performance) as number,
      cls: med('login', (run) => run.cls),
    };
    const bareTbt = med('bareReact', (run) => run.tbt) as number;
    const twoLinesTbt = med('twoLines', (run) => run.tbt) as number;
    const met = (ok: boolean) => (ok ? 'met' : '**not met**');
    const targets = markdownTable(
      ['target (medians of this run)', 'measured', 'paired rounds', 'result'],
      [
        [
          'TBT(/login) <= TBT(bare React)',
          `${fmt(login.tbt)} vs ${fmt(bareTbt)} ms`,
          paired(tbt('login'), tbt('bareReact'), (d) => d <= 0),
          met(login.tbt <= bareTbt),
        ],
        [
          `TBT(/login) − TBT(two-line) <= ${TARGETS.tbtOverTwoLinesMs} ms`,
          `${fmt(login.tbt - twoLinesTbt)} ms (${fmt(login.tbt)} − ${fmt(twoLinesTbt)})`,
          paired(tbt('login'), tbt('twoLines'), (d) => d <= TARGETS.tbtOverTwoLinesMs),
          met(login.tbt - twoLinesTbt <= TARGETS.tbtOverTwoLinesMs),
        ],
        [
          `TBT(/login) <= ${TARGETS.tbtMs} ms`,
          `${fmt(login.tbt)} ms`,
          '',
          met(login.tbt <= TARGETS.tbtMs),
        ],
        [
          `LCP(/login) <= ${TARGETS.lcpMs} ms`,
          `${fmt(login.lcp)} ms`,
          '',
          met(login.lcp <= TARGETS.lcpMs),
        ],
        [
          `Performance(/login) == ${TARGETS.performance}`,
          fmt(login.performance),
          '',
          met(login.performance === TARGETS.performance),
        ],
        [`CLS(/login) == ${TARGETS.cls}`, fmtCls(login.cls), '', met(login.cls === TARGETS.cls)],
      ],
    );

    const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
    const categories = ['accessibility', 'bestPractices', 'seo'] as const;
    const transfer = med('login', (run) => run.transfer);
    const transferMet = transfer != null && transfer / 1024 <= SIZE_BUDGETS_KB.loginTransfer;
    const other = markdownTable(
      ['figure', 'measured', 'bar', 'met'],
      [
        [
          'Accessibility / Best Practices / SEO, /login (medians)',
          categories.map((key) => fmt(med('login', (run) => run[key]))).join(' / '),
          '100 / 100 / 100',
          yes(categories.every((key) => (med('login', (run) => run[key]) as number) >= 100)),
        ],
        [
          'Everything /login transfers, KB (median; budget)',
          transfer == null ? '-' : (transfer / 1024).toFixed(1),
          `<= ${SIZE_BUDGETS_KB.loginTransfer}`,
          yes(transferMet),
        ],
      ],
    );

    bench.lighthousePaints = {
      login: { fcp: med('login', (run) => run.fcp), lcp: med('login', (run) => run.lcp) },
      twoLines: { fcp: med('twoLines', (run) => run.fcp), lcp: med('twoLines', (run) => run.lcp) },
    };
    const version = JSON.parse(
      readFileSync(path.join(bench.root, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    return {
      lines: [
        '## Lighthouse of /login',
        '',
        `Lighthouse ${version}, mobile defaults (simulated slow 4G, 4x CPU), ` +
          `${ROUNDS} interleaved rounds (${pages.map((page) => page.label).join(', ')}), a fresh Chromium per run ` +
          `(${CHROME_FLAGS.join(' ')}), cold cache.` +
          (ROUNDS < MIN_ROUNDS
            ? ` **Only ${ROUNDS} rounds: the targets are read from ${MIN_ROUNDS} or more.**`
            : ''),
        '',
        ...figures,
        '',
        "Lighthouse's main-thread figures are this machine's times × 4 (its simulated CPU), over the whole trace. " +
          "'other' holds what every page pays (the navigation's commit, the window's script context) and most of a busy machine's noise: " +
          'read /login against the references of the same rounds.',
        '',
        ...targets,
        '',
        ...other,
        '',
        ...(failures.length > 0 ? ['Failed runs:', ...failures.map((f) => `- ${f}`), ''] : []),
      ],
      failed: !transferMet,
    };
  },
};

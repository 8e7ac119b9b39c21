// The sign-in journey: a person signing in on each page in a fresh, throttled Chromium, measured
// in the page the same way on every page (docs/performance.md, `sign-in`). Pages without a
// cardholder are only opened, and measured 1.5 s after their load.
import os from 'node:os';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import type { Bench, Journey } from './pages';
import { cell, fmt, markdownTable, median } from './report';
import { PROVIDER_DELAY_MS } from './stub-provider';
import { CARDHOLDER, FIGURES } from '../stub-provider-answers';

const ROUNDS = Number(process.env.BENCH_JOURNEY_ROUNDS) || 5;
/**
 * The phones the journey runs on, each in rounds of its own: the project's usual phone, and a
 * cheaper one on 3G. Throughputs in bytes per second (Chrome's throttling).
 */
const PHONES = [
  {
    id: 'usual',
    label: 'the usual phone',
    cpuSlowdown: 4,
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 },
    pressOverReferenceMs: 100,
  },
  {
    id: '3g',
    label: 'a 3G phone',
    cpuSlowdown: 6,
    network: { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 },
    pressOverReferenceMs: 300,
  },
] as const;
type Phone = (typeof PHONES)[number];
const KEY_INTERVAL_MS = 150;
const KEY_HELD_MS = 50;
const PAUSE_AFTER_LOAD_MS = 1500;
// Lighthouse's mobile screen, touch included: the journey's taps are touches.
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const TARGETS = { worstInputMs: 100, worstInputAimMs: 50, paintMs: 100 };

/** A page of the journey: opened, and signed in when it has a cardholder. */
interface JourneyPage {
  id: string;
  label: string;
  url: string;
  cardholder?: { dni: string; lastDigits: string; available: string };
}

/** What instrument() collects in the page (window.benchJourney). */
interface PageState {
  pressAt: number | null;
  figuresAt: number | null;
  events: { name: string; start: number; duration: number }[];
  longTasks: { start: number; duration: number }[];
  fcp: number | null;
  lcp: number | null;
}

/** One run's figures; null where the page has none (no cardholder, no figures shown). */
interface JourneyRun {
  fcp: number | null;
  lcp: number | null;
  pressToFigures: number | null;
  fieldTap: number | null;
  keystroke: number | null;
  pressTap: number | null;
  worstInput: number | null;
  longTaskCount: number;
  longTaskMs: number;
}

/** What the page fetched, in ms from the navigation: its slowest round is kept in the report. */
interface TraceEntry {
  name: string;
  start: number;
  end: number;
}

/** Every page's runs (null: a run that failed twice), and how the rounds went. */
interface Journeys {
  runs: Record<string, (JourneyRun | null)[]>;
  /** /login's slowest round: what it fetched, and when INGRESAR was pressed and the figures shown. */
  slowestTrace: { pressToFigures: number; pressAt: number; entries: TraceEntry[] } | null;
  failures: string[];
  rounds: number;
  loadAtStart: number;
  loadAtEnd: number;
}

type Log = (message: string) => void;

/** Runs in the page before its own scripts; collects what the journey reports. */
function instrument(): void {
  const state: PageState = {
    pressAt: null,
    figuresAt: null,
    events: [],
    longTasks: [],
    fcp: null,
    lcp: null,
  };
  (window as unknown as { benchJourney: PageState }).benchJourney = state;
  const observe = (
    type: string,
    onEntry: (entry: PerformanceEntry) => void,
    options: { durationThreshold?: number } = {},
  ) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
      ...options,
    });
  const addEvent = (e: PerformanceEntry) =>
    state.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  observe('event', addEvent, { durationThreshold: 16 });
  observe('first-input', addEvent);
  observe('longtask', (e) => state.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.startTime;
  });

  const figureShown = () =>
    [...document.querySelectorAll('[aria-labelledby]')].some(
      (region) =>
        document
          .getElementById(region.getAttribute('aria-labelledby') as string)
          ?.textContent.trim() === 'Disponible para compras' &&
        region.textContent.includes('$') &&
        region.checkVisibility(),
    );
  const watchFigures = () => {
    const done = () => {
      // The frame that shows the figure: its rAF, then the first task after its paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.figuresAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    };
    if (figureShown()) return done();
    const observer = new MutationObserver(() => {
      if (!figureShown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (state.pressAt !== null || button?.textContent.trim() !== 'INGRESAR') return;
      state.pressAt = event.timeStamp;
      watchFigures();
    },
    true,
  );
}

function kindOf(event: PageState['events'][number], { pressAt }: PageState): string {
  if (event.start >= (pressAt as number)) return 'pressTap';
  return /^(key|beforeinput$|input$)/.test(event.name) ? 'keystroke' : 'fieldTap';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A key every KEY_INTERVAL_MS, each held KEY_HELD_MS, as a person types. */
export async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  const start = Date.now();
  for (const [index, key] of [...text].entries()) {
    await sleep(start + index * KEY_INTERVAL_MS - Date.now());
    await page.keyboard.down(key);
    await sleep(KEY_HELD_MS);
    await page.keyboard.up(key);
  }
}

/**
 * A touch at the centre of what `target` finds. Not a locator's tap(): its checks run on the
 * page's main thread around the touch, and Event Timing would measure Playwright's work too.
 * Throws when there is nothing to touch.
 */
export async function touch(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to touch: ${target.toString()}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** One run of `page` on `phone` in a Chromium of its own; throws when it fails. */
async function runOnce(
  page: JourneyPage,
  phone: Phone,
): Promise<{ run: JourneyRun; pressAt: number | null; trace: TraceEntry[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'es-AR' });
    // tsx, which runs the bench, keeps each function's name by wrapping it in its __name()
    // helper, which the page does not have: it gets one that does nothing.
    await context.addInitScript(`var __name = (target) => target;\n(${instrument})();`);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phone.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 });
    await sleep(PAUSE_AFTER_LOAD_MS);
    if (page.cardholder) {
      const { dni, lastDigits, available } = page.cardholder;
      await touch(tab, tab.getByLabel('DNI'));
      await typeLikeAPerson(tab, dni);
      await touch(tab, tab.getByLabel('Últimos 8 dígitos de la tarjeta'));
      await typeLikeAPerson(tab, lastDigits);
      await sleep(KEY_INTERVAL_MS);
      await touch(tab, tab.getByRole('button', { name: 'INGRESAR' }));
      // Waited for by the page's own watch (instrument), read every 100 ms: a locator's wait
      // would run Playwright's role query over the whole page every frame, on the main thread
      // the figures wait for, and the more so the more the page holds. Read once they show.
      await tab.waitForFunction(
        () => (window as unknown as { benchJourney: PageState }).benchJourney.figuresAt !== null,
        undefined,
        { polling: 100, timeout: 60_000 },
      );
      const figure = tab
        .getByRole('region', { name: 'Disponible para compras' })
        .getByText(/\$/)
        .first();
      const shown = (await figure.textContent())?.trim();
      if (shown !== available) throw new Error(`the figure reads ${shown}, not ${available}`);
    }
    // Event Timing and long task entries are delivered after a frame or two.
    await sleep(300);
    const state = await tab.evaluate(
      () => (window as unknown as { benchJourney: PageState }).benchJourney,
    );
    const trace = await tab.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const until = state.figuresAt ?? Infinity;
    const longTasks = state.longTasks.filter((task) => task.start < until);
    // Each event of the journey is a tap on a field, a keystroke, or INGRESAR's tap (from its
    // pointerdown on).
    const slowest = (kind: string) =>
      page.cardholder
        ? Math.max(
            0,
            ...state.events.filter((e) => kindOf(e, state) === kind).map((e) => e.duration),
          )
        : null;
    const inputs = ['fieldTap', 'keystroke', 'pressTap'].map(slowest);
    const run: JourneyRun = {
      fcp: state.fcp,
      lcp: state.lcp,
      pressToFigures: state.figuresAt == null ? null : state.figuresAt - (state.pressAt as number),
      fieldTap: inputs[0],
      keystroke: inputs[1],
      pressTap: inputs[2],
      worstInput: page.cardholder ? Math.max(...(inputs as number[])) : null,
      longTaskCount: longTasks.length,
      longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
    };
    return { run, pressAt: state.pressAt, trace };
  } finally {
    await browser.close();
  }
}

/**
 * `rounds` interleaved rounds (BENCH_JOURNEY_ROUNDS, default 5) of every page in `pages`
 * ({ id, label, url, cardholder? }), in order. A failed run is tried once more in its place; a
 * second failure is left out (null) and listed.
 */
async function runJourneys(
  pages: readonly JourneyPage[],
  phone: Phone,
  log: Log,
  rounds = ROUNDS,
): Promise<Journeys> {
  const runs: Journeys['runs'] = Object.fromEntries(pages.map((page) => [page.id, []]));
  let slowestTrace: Journeys['slowestTrace'] = null;
  const failures: string[] = [];
  const loadAtStart = os.loadavg()[0];
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      log(`Journey round ${round}/${rounds} on ${phone.label}: ${page.label}…`);
      let result: JourneyRun | null = null;
      for (let attempt = 1; attempt <= 2 && !result; attempt += 1) {
        try {
          const { run, pressAt, trace } = await runOnce(page, phone);
          result = run;
          const took = run.pressToFigures;
          if (page.id === 'login' && took != null && pressAt != null) {
            if (!slowestTrace || took > slowestTrace.pressToFigures) {
              slowestTrace = { pressToFigures: took, pressAt, entries: trace };
            }
          }
        } catch (error) {
          const message = (error as Error).message.split('\n')[0];
          log(`  failed (${message})${attempt === 1 ? '; once more…' : ''}`);
          failures.push(`round ${round}, ${page.label}, attempt ${attempt}: ${message}`);
        }
      }
      runs[page.id].push(result);
    }
  }
  return { runs, slowestTrace, failures, rounds, loadAtStart, loadAtEnd: os.loadavg()[0] };
}

/**
 * The journey's tables: the medians (min–max) of every page, then the targets read against the
 * references of the same rounds. `lighthouse`: the Lighthouse medians of FCP and
 * LCP for /login and the two-line page, when Lighthouse ran.
 */
function journeyReport(
  pages: readonly JourneyPage[],
  phone: Phone,
  { runs, slowestTrace, failures, rounds, loadAtStart, loadAtEnd }: Journeys,
  lighthouse?: Bench['lighthousePaints'],
): string[] {
  const values = (id: string, key: keyof JourneyRun) =>
    (runs[id] ?? []).map((run) => run?.[key] ?? null);
  const row = (label: string, key: keyof JourneyRun, journeyOnly?: boolean) => [
    label,
    ...pages.map((page) => (journeyOnly && !page.cardholder ? '-' : cell(values(page.id, key)))),
  ];
  const figures = markdownTable(
    ['journey, median (min–max)', ...pages.map((page) => page.label)],
    [
      row('press → figures, ms', 'pressToFigures', true),
      row('slowest tap or keystroke (Event Timing), ms', 'worstInput', true),
      row('… tap on a field, ms', 'fieldTap', true),
      row('… keystroke, ms', 'keystroke', true),
      row("… INGRESAR's tap, ms", 'pressTap', true),
      row('long tasks, navigation to figures: count', 'longTaskCount'),
      row('long tasks, navigation to figures: total ms', 'longTaskMs'),
      row('First Contentful Paint, ms', 'fcp'),
      row('Largest Contentful Paint, ms', 'lcp'),
    ],
  );

  // Interleaving pairs the runs of a round: each relative target also says in how many rounds
  // it held.
  const paired = (key: keyof JourneyRun, referenceId: string, limit: number) => {
    const references = values(referenceId, key);
    const differences = values('login', key).map((x, i) =>
      x != null && references[i] != null ? x - references[i] : null,
    );
    const counted = differences.filter((d) => d != null);
    return `per round: median ${fmt(median(differences))} ms, held in ${counted.filter((d) => d <= limit).length} of ${counted.length}`;
  };
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const med = (id: string, key: keyof JourneyRun) => median(values(id, key));
  const relative = (
    label: string,
    key: keyof JourneyRun,
    referenceId: string,
    limit: number,
    source = 'journey',
  ) => {
    const login = med('login', key);
    const reference = med(referenceId, key);
    const difference = login == null || reference == null ? null : login - reference;
    return [
      label,
      `${fmt(difference)} ms (${fmt(login)} vs ${fmt(reference)}; ${source})`,
      paired(key, referenceId, limit),
      difference == null ? '-' : met(difference <= limit),
    ];
  };
  const worstOf = (id: string) =>
    Math.max(...values(id, 'worstInput').filter((v): v is number => Number.isFinite(v)));
  const worstLogin = worstOf('login');
  const targetRows = [
    relative(
      `press → figures(/login) − press → figures(reference) <= ${phone.pressOverReferenceMs} ms`,
      'pressToFigures',
      'reference',
      phone.pressOverReferenceMs,
    ),
    [
      `no tap or keystroke of /login over ${TARGETS.worstInputMs} ms (aim ${TARGETS.worstInputAimMs})`,
      // The reference's own slowest in the same rounds: the floor this machine allowed then.
      `slowest of all rounds ${fmt(worstLogin)} ms (median ${fmt(med('login', 'worstInput'))}); the journey reference's ${fmt(worstOf('reference'))}`,
      `rounds under ${TARGETS.worstInputAimMs} ms: ${values('login', 'worstInput').filter((v) => v != null && v <= TARGETS.worstInputAimMs).length} of ${values('login', 'worstInput').filter((v) => v != null).length}`,
      Number.isFinite(worstLogin) ? met(worstLogin <= TARGETS.worstInputMs) : '-',
    ],
    relative(
      `FCP(/login) − FCP(two-line) <= ${TARGETS.paintMs} ms`,
      'fcp',
      'twoLines',
      TARGETS.paintMs,
    ),
    relative(
      `LCP(/login) − LCP(two-line) <= ${TARGETS.paintMs} ms`,
      'lcp',
      'twoLines',
      TARGETS.paintMs,
    ),
  ];
  if (lighthouse) {
    for (const key of ['fcp', 'lcp'] as const) {
      const difference = (lighthouse.login[key] as number) - (lighthouse.twoLines[key] as number);
      targetRows.push([
        `${key.toUpperCase()}(/login) − ${key.toUpperCase()}(two-line) <= ${TARGETS.paintMs} ms, Lighthouse`,
        `${fmt(difference)} ms (${fmt(lighthouse.login[key])} vs ${fmt(lighthouse.twoLines[key])}; Lighthouse medians)`,
        '',
        Number.isFinite(difference) ? met(difference <= TARGETS.paintMs) : '-',
      ]);
    }
  }
  const targets = markdownTable(
    ['target (medians of this run)', 'measured', 'paired rounds', 'result'],
    targetRows,
  );
  return [
    `## Sign-in journey, ${phone.label}`,
    '',
    `${rounds} interleaved rounds (${pages.map((page) => page.label).join(', ')}), a fresh Chromium per run ` +
      `(Playwright, ${CHROMIUM_FLAGS.join(' ')}), cold cache, ${PHONE.viewport.width}×${PHONE.viewport.height} touch screen, ` +
      `CPU ${phone.cpuSlowdown}x slower, network ${phone.network.latency} ms round trip and ${(phone.network.downloadThroughput * 8) / 1e6} Mbps each way (Chrome's throttling); ` +
      `the stub provider answers after ${PROVIDER_DELAY_MS} ms. Tap DNI ${PAUSE_AFTER_LOAD_MS / 1000} s after load, a key every ${KEY_INTERVAL_MS} ms, then the card's digits, then INGRESAR. ` +
      `The two-line and bare React pages are only loaded (figures 1.5 s after load). Load average ${loadAtStart.toFixed(1)} at the start of the journeys, ${loadAtEnd.toFixed(1)} at the end.`,
    '',
    ...figures,
    '',
    ...targets,
    '',
    ...(failures.length > 0 ? ['Failed journey runs:', ...failures.map((f) => `- ${f}`), ''] : []),
    ...traceReport(slowestTrace),
  ];
}

/** /login's slowest round as a network trace: each file and call, in ms from the navigation. */
function traceReport(trace: Journeys['slowestTrace']): string[] {
  if (!trace) return [];
  const short = (url: string) => new URL(url).pathname.replace(/\.[0-9a-f]{8,}\./, '.');
  const rows = trace.entries
    .toSorted((a, b) => a.start - b.start)
    .map((entry) => [short(entry.name), fmt(entry.start), fmt(entry.end)]);
  return [
    `/login's slowest round (press → figures ${fmt(trace.pressToFigures)} ms, INGRESAR pressed at ${fmt(trace.pressAt)} ms):`,
    '',
    ...markdownTable(['requested', 'start, ms', 'end, ms'], rows),
    '',
  ];
}

/** The cardholder the live pages sign in as, at the stub provider, and the figure she waits for. */
const STUB_CARDHOLDER = { ...CARDHOLDER, available: FIGURES.available };
/** The demo build's María (mocks/), with its mock API. */
const DEMO_CARDHOLDER = { dni: '30111222', lastDigits: '45678901', available: '$ 350,000.00' };

export const signInJourney: Journey = {
  name: 'sign-in',
  async run(bench) {
    const { origins, baseSha, log } = bench;
    // The order of every round: the loads of the two references, then the sign-in of the
    // journey's reference, /login (and BENCH_BASE's) and the demo build's.
    const pages: JourneyPage[] = [
      { id: 'twoLines', label: 'two-line page (load)', url: `${origins.twoLines}/` },
      { id: 'bareReact', label: 'bare React (load)', url: `${origins.bareReact}/` },
      {
        id: 'reference',
        label: 'journey reference',
        url: `${origins.journeyReference}/`,
        cardholder: STUB_CARDHOLDER,
      },
      {
        id: 'login',
        label: '/login',
        url: `${origins.liveJourney}/login`,
        cardholder: STUB_CARDHOLDER,
      },
      ...(baseSha
        ? [
            {
              id: 'base',
              label: `/login at ${baseSha.slice(0, 8)}`,
              url: `${origins.baseJourney}/login`,
              cardholder: STUB_CARDHOLDER,
            },
          ]
        : []),
      {
        id: 'demo',
        label: 'demo /login',
        url: `${origins.demo}/login`,
        cardholder: DEMO_CARDHOLDER,
      },
    ];
    const lines: string[] = [];
    // BENCH_PHONES=3g (ids, comma-separated): only those phones' rounds.
    const only = (process.env.BENCH_PHONES ?? '').split(',').filter(Boolean);
    const unknown = only.filter((id) => !PHONES.some((phone) => phone.id === id));
    if (unknown.length > 0) {
      throw new Error(
        `BENCH_PHONES: no phone ${unknown.join(', ')} (${PHONES.map(({ id }) => id).join(', ')})`,
      );
    }
    for (const phone of PHONES.filter(({ id }) => only.length === 0 || only.includes(id))) {
      log(`Journeys on ${phone.label} (${pages.map((page) => page.label).join(', ')})…`);
      const journeys = await runJourneys(pages, phone, log);
      const paints = phone === PHONES[0] ? bench.lighthousePaints : undefined;
      lines.push(...journeyReport(pages, phone, journeys, paints));
    }
    return { lines };
  },
};

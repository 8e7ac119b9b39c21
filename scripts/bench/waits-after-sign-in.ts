// The waits after the sign-in, on a throttled phone (4x CPU, 150 ms round trip, 1.6 Mbps; Chrome's
// own throttling), in interleaved rounds: the live build (and BENCH_BASE's) signed in at the stub
// provider, then, the figures on screen and the network idle, each press a person makes: 'Ver
// todos los pagos', Back, a payment row, 'Descargar comprobante', Pagar, the drawer's items and
// 'Descargar mi resumen'. A press is its pointerdown (Back: history.back()), what it waits for
// the frame that shows the page with its data (a MutationObserver, then a rAF and a task). The
// receipt's reference: a plain link to a static 30 KB PDF on the same server and network.
//   BENCH_ONLY=waits-after-sign-in npm run bench   (or: node --import=tsx <this file>)
// BENCH_BASE=<commit> adds that commit's live build; WAITS_PORT (default 7120) and the next three
// ports are served; BENCH_WAITS_ROUNDS rounds (default 3); WAITS_REUSE=1 keeps builds made before.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { serve, type Journey } from './pages';
import { PHONE } from './sign-in';
import { buildApp, buildBase } from './references';
import { cell, fmt, markdownTable, median } from './report';
import { serveWithProvider } from './stub-provider';
import { CARDHOLDER as STUB_CARDHOLDER } from '../stub-provider-answers';

const ROOT = path.resolve(__dirname, '../..');
const ROUNDS = Number(process.env.BENCH_WAITS_ROUNDS) || 3;
const PORT = Number(process.env.WAITS_PORT) || 7120;
const THROTTLE = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const CPU_SLOWDOWN = 4;
const PROVIDER_DELAY_MS = 300;
/** The statement's PDF as summary/last/ sends it (base64 in JSON). */
const STATEMENT_KB = Number(process.env.WAITS_STATEMENT_KB) || 200;
const REFERENCE_PDF_KB = 30;
/** How long a person looks at a page before the next press: the network is idle by then. */
const LOOK_MS = 3000;
const TARGETS = { pageMs: 200, receiptOverReferenceMs: 300, statementAfterAnswerMs: 100 };
/** The stub's credited payment: its row, its detail's amount. */
const PAYMENT = { id: '40022', amount: '$ 10,000.00' };

type Log = (message: string) => void;
type Kind = 'home' | 'payments' | 'detail' | 'pay';

/** What instrumentWaits() keeps in the page (window.benchWaits). */
interface WaitState {
  pressAt: number | null;
  lastPointerDown: number | null;
  lastClick: number | null;
  doneAt: number | null;
  downloads: number[];
  arm: (kind: Kind, pressNow?: boolean) => void;
}

/** Runs in the page before its scripts: arms a watch for a page, and sees links download. */
function instrumentWaits(): void {
  const visibleText = (selector: string, text: string) =>
    [...document.querySelectorAll(selector)].some(
      (el) => el.textContent.trim() === text && el.checkVisibility(),
    );
  const inMain = (selector: string, ok: (el: Element) => boolean) =>
    [...document.querySelectorAll(`main ${selector}`)].some((el) => el.checkVisibility() && ok(el));
  const shown: Record<Kind, () => boolean> = {
    home: () =>
      [...document.querySelectorAll('[aria-labelledby]')].some(
        (region) =>
          document
            .getElementById(region.getAttribute('aria-labelledby') as string)
            ?.textContent.trim() === 'Disponible para compras' &&
          region.textContent.includes('$') &&
          region.checkVisibility(),
      ),
    payments: () =>
      visibleText('h1', 'Tus pagos') && inMain('a', (a) => a.textContent.includes('$')),
    detail: () =>
      visibleText('h1', 'Detalle del pago') &&
      inMain('*', (el) => el.textContent.trim() === '$ 10,000.00'),
    pay: () =>
      visibleText('h1, h2, label, legend', '¿Cuánto vas a pagar?') &&
      inMain('input', (input) => !(input as HTMLInputElement).disabled),
  };
  let armed: Kind | null = null;
  const state: WaitState = {
    pressAt: null,
    lastPointerDown: null,
    lastClick: null,
    doneAt: null,
    downloads: [],
    arm(kind, pressNow) {
      armed = kind;
      state.pressAt = pressNow ? performance.now() : null;
      state.doneAt = null;
      if (pressNow) watch(kind);
    },
  };
  (window as unknown as { benchWaits: WaitState }).benchWaits = state;
  function watch(kind: Kind) {
    const done = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.doneAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    if (shown[kind]()) return done();
    const observer = new MutationObserver(() => {
      if (!shown[kind]()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }
  addEventListener(
    'pointerdown',
    (event) => {
      state.lastPointerDown = event.timeStamp;
      if (armed === null || state.pressAt !== null) return;
      state.pressAt = event.timeStamp;
      watch(armed);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      state.lastClick = event.timeStamp;
    },
    true,
  );
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function clickSeen(this: HTMLAnchorElement) {
    if (this.download) state.downloads.push(performance.now());
    click.call(this);
  };
}

/** One build's measures in one round (ms; null: not measured). */
type Measures = Record<string, number | null>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function touch(tab: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to touch: ${target.toString()}`);
  await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const waitsOf = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { benchWaits: WaitState }).benchWaits);

/** Press `target` (or Back when null) and wait for `kind` to show: press → shown, ms. */
async function pressFor(tab: Page, target: Locator | null, kind: Kind): Promise<number> {
  if (target) {
    await tab.evaluate(
      (k) => (window as unknown as { benchWaits: WaitState }).benchWaits.arm(k),
      kind,
    );
    await touch(tab, target);
  } else {
    await tab.evaluate((k) => {
      (window as unknown as { benchWaits: WaitState }).benchWaits.arm(k, true);
      history.back();
    }, kind);
  }
  await tab.waitForFunction(
    () => (window as unknown as { benchWaits: WaitState }).benchWaits.doneAt !== null,
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  const { pressAt, doneAt } = await waitsOf(tab);
  return (doneAt as number) - (pressAt as number);
}

/** Press `target`: press → the download begins, and → the file is saved (Node's clock). */
async function pressForDownload(tab: Page, target: Locator): Promise<[number, number]> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to touch: ${target.toString()}`);
  const downloading = tab.waitForEvent('download', { timeout: 30_000 });
  const pressedAt = performance.now();
  await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const download = await downloading;
  const begun = performance.now() - pressedAt;
  await download.path();
  return [begun, performance.now() - pressedAt];
}

async function newPhone() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const context = await browser.newContext({ ...PHONE, locale: 'es-AR', acceptDownloads: true });
  // tsx wraps named functions in __name(), which the page does not have.
  await context.addInitScript(`var __name = (target) => target;\n(${instrumentWaits})();`);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { browser, tab };
}

/** The reference: a plain link to a static 30 KB PDF, pressed. */
async function referenceRun(origin: string): Promise<Measures> {
  const { browser, tab } = await newPhone();
  try {
    await tab.goto(`${origin}/bench-waits/receipt.html`, { waitUntil: 'load' });
    await sleep(LOOK_MS);
    const link = tab.getByRole('link', { name: 'Descargar comprobante' });
    const [receipt, receiptSaved] = await pressForDownload(tab, link);
    return { receipt, receiptSaved };
  } finally {
    await browser.close();
  }
}

/** A signed-in journey through the pages after the sign-in, each wait measured. */
async function productRun(origin: string): Promise<Measures> {
  const { browser, tab } = await newPhone();
  const measures: Measures = {};
  try {
    await tab.goto(`${origin}/login`, { waitUntil: 'load' });
    await tab.getByLabel('DNI').fill(STUB_CARDHOLDER.dni);
    await tab.getByLabel('Últimos 8 dígitos de la tarjeta').fill(STUB_CARDHOLDER.lastDigits);
    await tab.getByRole('button', { name: 'INGRESAR' }).click();
    await tab
      .getByRole('region', { name: 'Disponible para compras' })
      .getByText('$')
      .first()
      .waitFor();
    await sleep(LOOK_MS);
    measures.list = await pressFor(
      tab,
      tab.getByRole('link', { name: 'Ver todos los pagos' }),
      'payments',
    );
    await sleep(LOOK_MS);
    measures.backHome = await pressFor(tab, null, 'home');
    await sleep(LOOK_MS);
    const row = tab.getByRole('link', {
      name: new RegExp(`^${PAYMENT.amount.replace(/[$.]/g, '\\$&')}`),
    });
    measures.detail = await pressFor(tab, row.first(), 'detail');
    await sleep(LOOK_MS);
    [measures.receipt, measures.receiptSaved] = await pressForDownload(
      tab,
      tab.getByRole('button', { name: 'Descargar comprobante' }),
    );
    const { lastPointerDown, lastClick, downloads } = await waitsOf(tab);
    measures.receiptInPage = (downloads.at(-1) as number) - (lastPointerDown as number);
    measures.receiptClickToFile = (downloads.at(-1) as number) - (lastClick as number);
    await sleep(LOOK_MS);
    measures.backToHomeFromDetail = await pressFor(tab, null, 'home');
    await sleep(LOOK_MS);
    measures.pay = await pressFor(tab, tab.getByRole('button', { name: 'Pagar' }), 'pay');
    await sleep(LOOK_MS);
    await pressFor(tab, null, 'home');
    await sleep(LOOK_MS);
    await touch(tab, tab.getByRole('button', { name: 'Menú' }));
    await tab.getByRole('navigation', { name: 'Principal' }).waitFor();
    await sleep(1000);
    measures.drawerPayments = await pressFor(
      tab,
      tab.getByRole('navigation', { name: 'Principal' }).getByText('Tus pagos'),
      'payments',
    );
    await sleep(LOOK_MS);
    await touch(tab, tab.getByRole('button', { name: 'Menú' }));
    await tab.getByRole('navigation', { name: 'Principal' }).waitFor();
    await sleep(1000);
    measures.drawerPay = await pressFor(
      tab,
      tab.getByRole('navigation', { name: 'Principal' }).getByText('Pagar'),
      'pay',
    );
    await sleep(LOOK_MS);
    await touch(tab, tab.getByRole('button', { name: 'Menú' }));
    await tab.getByRole('navigation', { name: 'Principal' }).waitFor();
    await sleep(1000);
    measures.drawerHome = await pressFor(
      tab,
      tab.getByRole('navigation', { name: 'Principal' }).getByText('Inicio'),
      'home',
    );
    await sleep(LOOK_MS);
    const statementPress = tab.getByRole('button', { name: 'Descargar mi resumen' }).first();
    [measures.statement] = await pressForDownload(tab, statementPress);
    const afterAnswer = await tab.evaluate(() => {
      const answer = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('summary/last/'))
        .at(-1) as PerformanceResourceTiming | undefined;
      const saved = (window as unknown as { benchWaits: WaitState }).benchWaits.downloads.at(-1);
      return answer && saved ? saved - answer.responseEnd : null;
    });
    measures.statementAfterAnswer = afterAnswer;
    return measures;
  } finally {
    await browser.close();
  }
}

/** The reference's files and summary/last/ (the stub has no statement); the rest to the stub. */
function serveFront(port: number, stubPort: number): Promise<Server> {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    randomBytes(REFERENCE_PDF_KB * 1024 - 11),
  ]);
  const statement = JSON.stringify({
    data: { file: { b64: randomBytes(STATEMENT_KB * 1024).toString('base64') } },
  });
  const page =
    '<!doctype html><html lang="es"><meta name="viewport" content="width=device-width">' +
    '<title>Comprobante</title><a href="/bench-waits/receipt.pdf">Descargar comprobante</a>';
  const send = (response: ServerResponse, type: string, body: string | Buffer, extra = {}) => {
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...extra,
    });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = (request.url ?? '').split('?')[0];
    if (url === '/bench-waits/receipt.html')
      return send(response, 'text/html; charset=utf-8', page);
    if (url === '/bench-waits/receipt.pdf') {
      return send(response, 'application/pdf', pdf, {
        'Content-Disposition': 'attachment; filename="comprobante.pdf"',
      });
    }
    if (url === '/api/v1/summary/last/') {
      setTimeout(
        () => send(response, 'application/json; charset=utf-8', statement),
        PROVIDER_DELAY_MS,
      );
      return;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: stubPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A build to measure: its label and its output folder. */
interface WaitsBuild {
  id: string;
  label: string;
  dir: string;
}

/** A row of the report: what is measured, on which page, its median (min–max), its target. */
interface WaitsRow {
  label: string;
  page: string;
  median: number | null;
  range: string;
  target: string;
  met: boolean | null;
}

const MEASURES: { key: string; label: string; target?: number }[] = [
  {
    key: 'list',
    label: "'Ver todos los pagos' → 'Tus pagos' with its rows",
    target: TARGETS.pageMs,
  },
  { key: 'backHome', label: 'Back → home with the figures', target: TARGETS.pageMs },
  {
    key: 'detail',
    label: "a payment row → 'Detalle del pago' with its amount",
    target: TARGETS.pageMs,
  },
  { key: 'backToHomeFromDetail', label: 'Back from the detail → home', target: TARGETS.pageMs },
  { key: 'pay', label: "'Pagar' → '¿Cuánto vas a pagar?' ready to type", target: TARGETS.pageMs },
  { key: 'drawerPayments', label: "drawer 'Tus pagos' → the list", target: TARGETS.pageMs },
  { key: 'drawerPay', label: "drawer 'Pagar' → the amount form", target: TARGETS.pageMs },
  { key: 'drawerHome', label: "drawer 'Inicio' → home with the figures", target: TARGETS.pageMs },
  { key: 'receipt', label: "'Descargar comprobante' → the download begins (Node's clock)" },
  { key: 'receiptSaved', label: "'Descargar comprobante' → the file is saved (Node's clock)" },
  {
    key: 'receiptInPage',
    label: "'Descargar comprobante' → the file is handed over (in the page)",
  },
  { key: 'receiptClickToFile', label: '… of which its click event → the file handed over' },
  { key: 'statement', label: "'Descargar mi resumen' → the download begins (Node's clock)" },
  {
    key: 'statementAfterAnswer',
    label: "summary/last/'s answer → the statement is handed over",
    target: TARGETS.statementAfterAnswerMs,
  },
];

/**
 * `rounds` interleaved rounds: the reference (a plain link to a static PDF), then each build.
 * Serves on `port` to `port + 3 * builds + 1`. Resolves with the rows and a Markdown table.
 */
async function runWaitsAfterSignIn(
  builds: readonly WaitsBuild[],
  log: Log,
  { rounds = ROUNDS, port = PORT } = {},
): Promise<{ rows: WaitsRow[]; markdown: string[] }> {
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const origins: Record<string, string> = {};
  const runs: Record<string, Measures[]> = { reference: [] };
  const loadAtStart = os.loadavg()[0];
  try {
    for (const [index, build] of builds.entries()) {
      const base = port + 1 + index * 3;
      children.push(await serve(ROOT, build.dir, base));
      servers.push(await serveWithProvider(base + 1, base));
      servers.push(await serveFront(base + 2, base + 1));
      origins[build.id] = `http://127.0.0.1:${base + 2}`;
      runs[build.id] = [];
    }
    servers.push(await serveFront(port, port + 1));
    for (let round = 1; round <= rounds; round += 1) {
      log(`Waits round ${round}/${rounds}: the reference…`);
      runs.reference.push(await referenceRun(`http://127.0.0.1:${port}`));
      for (const build of builds) {
        log(`Waits round ${round}/${rounds}: ${build.label}…`);
        try {
          runs[build.id].push(await productRun(origins[build.id]));
        } catch (error) {
          log(`  failed: ${(error as Error).message.split('\n')[0]}`);
          runs[build.id].push({});
        }
      }
    }
  } finally {
    for (const server of servers) server.close();
    for (const child of children) child.kill();
  }
  const values = (id: string, key: string) => runs[id].map((run) => run[key] ?? null);
  const reference = median(values('reference', 'receipt'));
  const rows: WaitsRow[] = builds.flatMap((build) =>
    MEASURES.map(({ key, label, target }) => {
      const value = median(values(build.id, key));
      const limit =
        key === 'receipt' && reference != null
          ? reference + TARGETS.receiptOverReferenceMs
          : target;
      const targetText =
        key === 'receipt'
          ? `<= reference + ${TARGETS.receiptOverReferenceMs} ms (${fmt(limit)})`
          : limit == null
            ? '-'
            : `<= ${limit} ms`;
      return {
        label,
        page: build.label,
        median: value,
        range: cell(values(build.id, key)),
        target: targetText,
        met: limit == null || value == null ? null : value <= limit,
      };
    }),
  );
  const met = (ok: boolean | null) => (ok === null ? '-' : ok ? 'met' : '**not met**');
  const markdown = [
    '## The waits after the sign-in',
    '',
    `${rounds} interleaved rounds, a fresh Chromium per run, CPU ${CPU_SLOWDOWN}x slower, ` +
      `${THROTTLE.latency} ms round trip, ${(THROTTLE.downloadThroughput * 8) / 1e6} Mbps; the provider answers after ${PROVIDER_DELAY_MS} ms; ` +
      `${LOOK_MS / 1000} s between presses; statement ${STATEMENT_KB} KB. Reference: a plain link to a static ${REFERENCE_PDF_KB} KB PDF, ` +
      `press → download begins ${cell(values('reference', 'receipt'))} ms, → file saved ${cell(values('reference', 'receiptSaved'))} ms. Load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    '',
    ...markdownTable(
      ['press → what the person waits for, ms', 'page', 'median (min–max)', 'target', 'result'],
      rows.map((row) => [row.label, row.page, row.range, row.target, met(row.met)]),
    ),
    '',
  ];
  return { rows, markdown };
}

/** The bench's journey: its live build, and BENCH_BASE's when it was built. */
export const waitsAfterSignIn: Journey = {
  name: 'waits-after-sign-in',
  async run(bench) {
    const builds: WaitsBuild[] = [{ id: 'live', label: 'live build', dir: bench.dirs.live }];
    if (bench.baseSha) {
      builds.unshift({ id: 'base', label: `BENCH_BASE ${bench.baseSha}`, dir: bench.dirs.base });
    }
    const { markdown } = await runWaitsAfterSignIn(builds, bench.log);
    return { lines: markdown };
  },
};

async function main(): Promise<void> {
  const log: Log = (message) =>
    console.info(`[waits ${new Date().toISOString().slice(11, 19)}] ${message}`);
  const builds: WaitsBuild[] = [
    { id: 'live', label: 'live build', dir: path.join(ROOT, '.build', 'waits-live') },
  ];
  const reuse = (dir: string) => process.env.WAITS_REUSE === '1' && existsSync(dir);
  if (!reuse(builds[0].dir)) {
    log('Building the live build…');
    buildApp({ cwd: ROOT, mode: 'live', outputPath: builds[0].dir });
  }
  const baseCommit = process.env.BENCH_BASE;
  if (baseCommit) {
    const dir = path.join(ROOT, '.build', 'waits-base');
    if (!reuse(dir)) {
      log(`Building ${baseCommit} (BENCH_BASE)…`);
      buildBase({ root: ROOT, commit: baseCommit, outputPath: dir });
    }
    builds.unshift({ id: 'base', label: `BENCH_BASE ${baseCommit}`, dir });
  }
  const { markdown } = await runWaitsAfterSignIn(builds, log);
  console.info(markdown.join('\n'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

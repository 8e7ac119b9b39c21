// Every wait and tap after the sign-in on a throttled phone, beside plain pages that download a
// file (docs/performance.md, "After the sign-in"). BENCH_ONLY=waits-after-sign-in
// npm run bench, or this file alone; WAITS_REUSE=1 keeps the builds made before.
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
import { inputsOf, inputsReport, observeInputs, stepOf, type InputEvent } from './event-timing';
import { longFramesBetween, observeLongFrames } from './long-frames';
import { PHONE, touch, typeLikeAPerson } from './sign-in';
import { buildApp, buildBase } from './references';
import { cell, fmt, markdownTable, median } from './report';
import { serveWithProvider } from './stub-provider';
import { CARDHOLDER as STUB_CARDHOLDER } from '../stub-provider-answers';

const ROOT = path.resolve(__dirname, '../..');
const ROUNDS = Number(process.env.BENCH_WAITS_ROUNDS) || 3;
const PORT = Number(process.env.WAITS_PORT) || 7120;
const THROTTLE = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const CPU_SLOWDOWN = 4;
/** WAITS_FRAMES=1 logs each page's long animation frames, scripts named (long-frames.ts). */
const SHOW_FRAMES = process.env.WAITS_FRAMES === '1';
const PROVIDER_DELAY_MS = 300;
/** The statement's PDF as summary/last/ sends it (base64 in JSON). */
const STATEMENT_KB = Number(process.env.WAITS_STATEMENT_KB) || 200;
const REFERENCE_PDF_KB = 30;
/** How long a person looks at a page before the next press: the network is idle by then. */
const LOOK_MS = 3000;
const TARGETS = {
  pageMs: 200,
  afterAnswerMs: 100,
  receiptOverReferenceMs: 300,
  statementAfterAnswerMs: 100,
};
/** The stub's credited payment: its row, its detail's amount. */
const PAYMENT = { id: '40022', amount: '$ 10,000.00' };
/** Typed on /payment: above the stub's balance ($ 84,350.75), so Continuar asks first. */
const AMOUNT_ABOVE_BALANCE = '90000';

type Log = (message: string) => void;
type Kind = 'home' | 'payments' | 'detail' | 'pay';

/** What instrumentWaits() keeps in the page (window.benchWaits). */
interface WaitState {
  pressAt: number | null;
  lastPointerDown: number | null;
  lastClick: number | null;
  /** The frame that shows the page's heading, and the one that shows its data. */
  frameAt: number | null;
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
  // The page's frame: its heading, with or without its data.
  const framed: Record<Kind, () => boolean> = {
    home: () => visibleText('h2, h3, [id]', 'Disponible para compras'),
    payments: () => visibleText('h1', 'Tus pagos'),
    detail: () => visibleText('h1', 'Detalle del pago'),
    pay: () => visibleText('h1, h2, label, legend', '¿Cuánto vas a pagar?'),
  };
  // The journey's resources outnumber the default buffer's 250.
  performance.setResourceTimingBufferSize(2000);
  let armed: Kind | null = null;
  const state: WaitState = {
    pressAt: null,
    lastPointerDown: null,
    lastClick: null,
    frameAt: null,
    doneAt: null,
    downloads: [],
    arm(kind, pressNow) {
      armed = kind;
      state.pressAt = pressNow ? performance.now() : null;
      state.frameAt = null;
      state.doneAt = null;
      if (pressNow) watch(kind);
    },
  };
  (window as unknown as { benchWaits: WaitState }).benchWaits = state;
  // The frame that shows it: its rAF, then the first task after its paint.
  const stamp = (key: 'frameAt' | 'doneAt') =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state[key] = performance.now();
      };
      channel.port2.postMessage(null);
    });
  function watch(kind: Kind) {
    let frameSeen = false;
    const seen = () => {
      if (!frameSeen && framed[kind]()) {
        frameSeen = true;
        stamp('frameAt');
      }
      if (!shown[kind]()) return false;
      stamp('doneAt');
      return true;
    };
    if (seen()) return;
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
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

const waitsOf = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { benchWaits: WaitState }).benchWaits);

/** A page's wait: press → the page with its data, → its frame; the provider asked meanwhile. */
interface PageWait {
  page: number;
  frame: number;
  /** Calls to the provider from the press to the data on screen. */
  requests: number;
  /** The last of their answers → the data on screen; null when none was asked. */
  afterAnswer: number | null;
}

/** Press `target` (or Back when null) and wait for `kind` to show. */
async function pressFor(tab: Page, target: Locator | null, kind: Kind): Promise<PageWait> {
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
  const wait = await tab.evaluate(() => {
    const { pressAt, frameAt, doneAt } = (window as unknown as { benchWaits: WaitState })
      .benchWaits as { pressAt: number; frameAt: number; doneAt: number };
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) =>
        entry.name.includes('/api/v1/') &&
        entry.startTime >= pressAt &&
        entry.responseEnd <= doneAt,
    );
    const answers = calls.map((entry) => entry.responseEnd);
    return {
      page: doneAt - pressAt,
      frame: frameAt - pressAt,
      requests: answers.length,
      afterAnswer: answers.length > 0 ? doneAt - Math.max(...answers) : null,
      calls: calls.map((entry) => new URL(entry.name).pathname),
      pressAt,
      doneAt,
    };
  });
  // Which calls, so that one the page did not make (a session's check) is told apart.
  if (wait.calls.length > 0) console.info(`  ${kind}'s wait saw ${wait.calls.join(', ')}`);
  if (SHOW_FRAMES) {
    const frames = await longFramesBetween(tab, wait.pressAt, wait.doneAt);
    console.info([`${kind}: ${wait.page.toFixed(0)} ms`, ...frames].join('\n'));
  }
  return wait;
}

/** Keeps a page's wait in `measures` under `key` (the page), `key.frame`, `key.requests`… */
function keep(measures: Measures, key: string, wait: PageWait): void {
  measures[key] = wait.page;
  measures[`${key}.frame`] = wait.frame;
  measures[`${key}.requests`] = wait.requests;
  measures[`${key}.afterAnswer`] = wait.afterAnswer;
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
  await context.addInitScript(
    `var __name = (target) => target;\n(${instrumentWaits})();\n(${observeInputs})();` +
      (SHOW_FRAMES ? `\n(${observeLongFrames})();` : ''),
  );
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { browser, tab };
}

/** summary/last/'s answer arriving (its responseEnd) → the statement handed over, in the page. */
const statementAfterAnswer = (tab: Page) =>
  tab.evaluate(() => {
    const answer = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('summary/last/'))
      .at(-1) as PerformanceResourceTiming | undefined;
    const saved = (window as unknown as { benchWaits: WaitState }).benchWaits.downloads.at(-1);
    return answer && saved ? saved - answer.responseEnd : null;
  });

/**
 * The reference: a plain link to a static 30 KB PDF, pressed; then a plain button that only
 * asks summary/last/, decodes it and saves it, as the product's statement must.
 */
async function referenceRun(origin: string): Promise<RunResult> {
  const { browser, tab } = await newPhone();
  try {
    await tab.goto(`${origin}/bench-waits/receipt.html`, { waitUntil: 'load' });
    await sleep(LOOK_MS);
    const link = tab.getByRole('link', { name: 'Descargar comprobante' });
    await stepOf(tab, 'a plain link');
    const [receipt, receiptSaved] = await pressForDownload(tab, link);
    await sleep(LOOK_MS);
    const button = tab.getByRole('button', { name: 'Descargar mi resumen' });
    await stepOf(tab, 'a plain button');
    const [statement] = await pressForDownload(tab, button);
    const measures = {
      receipt,
      receiptSaved,
      statement,
      statementAfterAnswer: await statementAfterAnswer(tab),
    };
    // Event Timing's entries come a frame or two after their event.
    await sleep(300);
    return { measures, inputs: await inputsOf(tab) };
  } finally {
    await browser.close();
  }
}

/** What a run gives: the waits, and every tap and keystroke Event Timing saw. */
interface RunResult {
  measures: Measures;
  inputs: InputEvent[] | null;
}

/** Shown by the page (read every 100 ms in the page: no locator's polling in its frames). */
async function waitForDialog(tab: Page, title: string, open: boolean): Promise<void> {
  await tab.waitForFunction(
    ([name, wanted]) =>
      [...document.querySelectorAll('[role="dialog"], dialog')].some(
        (dialog) => dialog.textContent.includes(name) && dialog.checkVisibility(),
      ) === wanted,
    [title, open] as const,
    { polling: 100, timeout: 10_000 },
  );
  // Past the dialog's transition: the next tap meets a page at rest.
  await sleep(1000);
}

/**
 * The pages after the sign-in, each wait measured, with a person's taps and keystrokes on the
 * way. Continuar goes above the balance: it asks first, and Corregir closes the question, so
 * no payment starts.
 */
async function productRun(origin: string): Promise<RunResult> {
  const { browser, tab } = await newPhone();
  const measures: Measures = {};
  const menu = () => tab.getByRole('button', { name: 'Menú' });
  const drawer = () => tab.getByRole('navigation', { name: 'Principal' });
  const step = (name: string) => stepOf(tab, name);
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
    await step("'Ver todos los pagos'");
    keep(
      measures,
      'list',
      await pressFor(tab, tab.getByRole('link', { name: 'Ver todos los pagos' }), 'payments'),
    );
    await sleep(LOOK_MS);
    await step("'Tus pagos': the filters");
    for (const filter of ['Acreditados', 'Rechazados', 'Todos']) {
      await touch(
        tab,
        tab.getByRole('navigation', { name: 'Filtrar por estado' }).getByText(filter),
      );
      await sleep(1000);
    }
    await sleep(LOOK_MS);
    keep(measures, 'backHome', await pressFor(tab, null, 'home'));
    await sleep(LOOK_MS);
    const row = tab.getByRole('link', {
      name: new RegExp(`^${PAYMENT.amount.replace(/[$.]/g, '\\$&')}`),
    });
    await step('a payment row');
    keep(measures, 'detail', await pressFor(tab, row.first(), 'detail'));
    await sleep(LOOK_MS);
    await step("the detail: 'Descargar comprobante'");
    [measures.receipt, measures.receiptSaved] = await pressForDownload(
      tab,
      tab.getByRole('button', { name: 'Descargar comprobante' }),
    );
    const { lastPointerDown, lastClick, downloads } = await waitsOf(tab);
    measures.receiptInPage = (downloads.at(-1) as number) - (lastPointerDown as number);
    measures.receiptClickToFile = (downloads.at(-1) as number) - (lastClick as number);
    await sleep(LOOK_MS);
    keep(measures, 'backToHomeFromDetail', await pressFor(tab, null, 'home'));
    await sleep(LOOK_MS);
    await step("'Pagar'");
    keep(measures, 'pay', await pressFor(tab, tab.getByRole('button', { name: 'Pagar' }), 'pay'));
    await sleep(LOOK_MS);
    await step('the amount form: a quick choice');
    await touch(tab, tab.getByRole('button', { name: /^Saldo pendiente/ }));
    await sleep(1000);
    await step("the amount form: 'Otro monto' and an amount typed");
    await touch(tab, tab.getByRole('button', { name: 'Otro monto' }));
    await sleep(500);
    await typeLikeAPerson(tab, AMOUNT_ABOVE_BALANCE);
    await sleep(1000);
    await step("the amount form: 'Continuar' (above the balance: asked first)");
    await touch(tab, tab.getByRole('button', { name: 'Continuar' }));
    await waitForDialog(tab, 'Revisá el monto', true);
    await step("the amount form: 'Corregir'");
    await touch(tab, tab.getByRole('button', { name: 'Corregir' }));
    await waitForDialog(tab, 'Revisá el monto', false);
    await sleep(LOOK_MS);
    await step('Back');
    await pressFor(tab, null, 'home');
    await sleep(LOOK_MS);
    for (const [key, item, kind] of [
      ['drawerPayments', 'Tus pagos', 'payments'],
      ['drawerPay', 'Pagar', 'pay'],
      ['drawerHome', 'Inicio', 'home'],
    ] as const) {
      await step("the drawer: 'Menú'");
      await touch(tab, menu());
      await drawer().waitFor();
      await sleep(1000);
      await step(`the drawer: '${item}'`);
      keep(measures, key, await pressFor(tab, drawer().getByText(item), kind));
      await sleep(LOOK_MS);
    }
    await step("'Descargar mi resumen'");
    const statementPress = tab.getByRole('button', { name: 'Descargar mi resumen' }).first();
    [measures.statement] = await pressForDownload(tab, statementPress);
    measures.statementAfterAnswer = await statementAfterAnswer(tab);
    await sleep(LOOK_MS);
    await step('a payment row');
    await pressFor(tab, row.first(), 'detail');
    await sleep(LOOK_MS);
    await step("the detail: 'Volver a tus pagos'");
    keep(
      measures,
      'detailToList',
      await pressFor(tab, tab.getByRole('link', { name: 'Volver a tus pagos' }), 'payments'),
    );
    await sleep(LOOK_MS);
    await step("'Opciones'");
    await touch(tab, tab.getByRole('button', { name: 'Opciones' }));
    await waitForDialog(tab, 'Cerrar sesión', true);
    await step("'Opciones': 'Volver'");
    await touch(tab, tab.getByRole('dialog').getByRole('button', { name: 'Volver' }));
    await waitForDialog(tab, 'Cerrar sesión', false);
    await step("the drawer: 'Menú'");
    await touch(tab, menu());
    await drawer().waitFor();
    await sleep(1000);
    await step("the drawer: 'Cerrar menú'");
    await touch(tab, tab.getByRole('button', { name: 'Cerrar menú' }));
    await sleep(1000);
    // Event Timing's entries come a frame or two after their event.
    await sleep(300);
    return { measures, inputs: await inputsOf(tab) };
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
  // Only what the statement must do: ask, decode, save (the browser's decoder, as the product).
  const save = `document.querySelector('button').onclick = async () => {
    const { data } = await (await fetch('/api/v1/summary/last/')).json();
    const bytes = Uint8Array.fromBase64(data.file.b64);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    link.download = 'resumen.pdf';
    link.click();
  };`;
  const page =
    '<!doctype html><html lang="es"><meta name="viewport" content="width=device-width">' +
    '<title>Comprobante</title><a href="/bench-waits/receipt.pdf">Descargar comprobante</a>' +
    `<p><button type="button">Descargar mi resumen</button><script>${save}</script>`;
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

/** What the report shows: a measure's key, what it is, its target (ms) when it has one. */
interface Measure {
  key: string;
  label: string;
  target?: number;
  /** A page's wait: its frame and the provider's answers are reported too, when it asked. */
  page?: boolean;
}

const MEASURES: Measure[] = [
  { key: 'list', label: "'Ver todos los pagos' → 'Tus pagos' with its rows", page: true },
  { key: 'backHome', label: 'Back → home with the figures', page: true },
  { key: 'detail', label: "a payment row → 'Detalle del pago' with its amount", page: true },
  { key: 'backToHomeFromDetail', label: 'Back from the detail → home', page: true },
  { key: 'pay', label: "'Pagar' → '¿Cuánto vas a pagar?' ready to type", page: true },
  { key: 'drawerPayments', label: "drawer 'Tus pagos' → the list", page: true },
  { key: 'drawerPay', label: "drawer 'Pagar' → the amount form", page: true },
  { key: 'drawerHome', label: "drawer 'Inicio' → home with the figures", page: true },
  { key: 'detailToList', label: "the detail's 'Volver a tus pagos' → the list", page: true },
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
    label: "summary/last/'s answer arrives → the statement is handed over",
    target: TARGETS.statementAfterAnswerMs,
  },
].map((measure) => (measure.page ? { ...measure, target: TARGETS.pageMs } : measure));

/**
 * `rounds` interleaved rounds: the references (a plain link to a static PDF, a plain button
 * that asks for the statement), then each build. Serves on `port` to `port + 3 * builds + 1`.
 * Resolves with the Markdown of the waits, then of the taps and keystrokes.
 */
async function runWaitsAfterSignIn(
  builds: readonly WaitsBuild[],
  log: Log,
  { rounds = ROUNDS, port = PORT } = {},
): Promise<string[]> {
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const origins: Record<string, string> = {};
  const runs: Record<string, Measures[]> = { reference: [] };
  const inputs: Record<string, (InputEvent[] | null)[]> = { reference: [] };
  const loadAtStart = os.loadavg()[0];
  const loads: string[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const base = port + 1 + index * 3;
      children.push(await serve(ROOT, build.dir, base));
      servers.push(await serveWithProvider(base + 1, base));
      servers.push(await serveFront(base + 2, base + 1));
      origins[build.id] = `http://127.0.0.1:${base + 2}`;
      runs[build.id] = [];
      inputs[build.id] = [];
    }
    servers.push(await serveFront(port, port + 1));
    for (let round = 1; round <= rounds; round += 1) {
      log(`Waits round ${round}/${rounds}: the reference…`);
      const reference = await referenceRun(`http://127.0.0.1:${port}`);
      runs.reference.push(reference.measures);
      inputs.reference.push(reference.inputs);
      for (const build of builds) {
        log(`Waits round ${round}/${rounds}: ${build.label}…`);
        try {
          const run = await productRun(origins[build.id]);
          runs[build.id].push(run.measures);
          inputs[build.id].push(run.inputs);
        } catch (error) {
          log(`  failed: ${(error as Error).message.split('\n')[0]}`);
          runs[build.id].push({});
          inputs[build.id].push(null);
        }
      }
      loads.push(os.loadavg()[0].toFixed(1));
    }
  } finally {
    for (const server of servers) server.close();
    for (const child of children) child.kill();
  }
  const values = (id: string, key: string) => runs[id].map((run) => run[key] ?? null);
  const met = (ok: boolean | null) => (ok === null ? '-' : ok ? 'met' : '**not met**');
  const receiptLimit =
    (median(values('reference', 'receipt')) ?? NaN) + TARGETS.receiptOverReferenceMs;
  // A page's frame and answer → data, only where a press asked the provider.
  const asked = (key: string) =>
    builds.some((build) => values(build.id, `${key}.requests`).some((n) => (n ?? 0) > 0));
  const rowsOf = ({ key, label, target, page }: Measure) => {
    const receipt = key === 'receipt';
    const limit = receipt ? receiptLimit : target;
    const row = (k: string, text: string, lim: number | undefined, targetText: string) => [
      text,
      cell(values('reference', k)),
      ...builds.map((build) => cell(values(build.id, k))),
      targetText,
      builds
        .map((build) => {
          const value = median(values(build.id, k));
          return `${build.id}: ${met(lim == null || value == null ? null : value <= lim)}`;
        })
        .join(', '),
    ];
    const rows = [
      row(
        key,
        label,
        limit,
        receipt
          ? `<= reference + ${TARGETS.receiptOverReferenceMs} ms (${fmt(limit)})`
          : limit == null
            ? '-'
            : `<= ${limit} ms`,
      ),
    ];
    if (page && asked(key)) {
      rows.push(
        row(`${key}.requests`, '… calls to the provider meanwhile', undefined, '-'),
        row(`${key}.frame`, '… press → its frame', TARGETS.pageMs, `<= ${TARGETS.pageMs} ms`),
        row(
          `${key}.afterAnswer`,
          '… the last answer → its data on screen',
          TARGETS.afterAnswerMs,
          `<= ${TARGETS.afterAnswerMs} ms`,
        ),
      );
    }
    return rows;
  };
  const unasked = MEASURES.filter((measure) => measure.page && !asked(measure.key));
  return [
    '## The waits after the sign-in',
    '',
    `${rounds} interleaved rounds, a fresh Chromium per run, CPU ${CPU_SLOWDOWN}x slower, ` +
      `${THROTTLE.latency} ms round trip, ${(THROTTLE.downloadThroughput * 8) / 1e6} Mbps; the provider answers after ${PROVIDER_DELAY_MS} ms; ` +
      `${LOOK_MS / 1000} s between presses; statement ${STATEMENT_KB} KB. References: a plain link to a static ${REFERENCE_PDF_KB} KB PDF, ` +
      `and a plain button that only asks summary/last/, decodes and saves it. Medians (min–max), ms. ` +
      `Load average ${loadAtStart.toFixed(1)} at the start, after each round ${loads.join(', ')}.`,
    '',
    ...markdownTable(
      [
        'press → what the person waits for, ms',
        'reference',
        ...builds.map((build) => build.label),
        'target (median)',
        'result',
      ],
      MEASURES.flatMap(rowsOf),
    ),
    '',
    unasked.length === MEASURES.filter((measure) => measure.page).length
      ? 'No page press asked the provider: every page took its data from the cache.'
      : `Pages whose press asked nothing of the provider: ${unasked.map((measure) => measure.key).join(', ')}.`,
    '',
    ...builds.flatMap((build) => inputsReport(build.label, inputs[build.id], inputs.reference)),
  ];
}

/** The bench's journey: its live build, and BENCH_BASE's when it was built. */
export const waitsAfterSignIn: Journey = {
  name: 'waits-after-sign-in',
  async run(bench) {
    const builds: WaitsBuild[] = [{ id: 'live', label: 'live build', dir: bench.dirs.live }];
    if (bench.baseSha) {
      builds.unshift({
        id: 'base',
        label: `BENCH_BASE ${bench.baseSha.slice(0, 8)}`,
        dir: bench.dirs.base,
      });
    }
    return { lines: await runWaitsAfterSignIn(builds, bench.log) };
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
  console.info((await runWaitsAfterSignIn(builds, log)).join('\n'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

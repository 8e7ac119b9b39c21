/* eslint-disable testing-library/no-node-access -- the screen is read after every step of every run: the DOM directly, as the accessibility tree's queries are too slow for that */
/**
 * The real side of the payment model (payment-model.test.tsx): the whole app in jsdom, signed in
 * as María on a fresh Mirage provider, with fake popups, and what the test saw sent to
 * POST payments/. Also what the screen offers now (`readScreen`), which the commands' `check`
 * reads from the model, and `settle`, which waits until the app is done with a step.
 */
// eslint-disable-next-line testing-library/no-manual-cleanup -- one test renders the app for every run: each run's end cleans up its own
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Request } from 'miragejs';
import { applyPaymentOutcome, type DemoData } from '../../mocks/payment-outcome';
import { paymentRoutes } from '../../mocks/routes/payments';
import type { MockServer } from '../../mocks/server';
import { callAnswered } from '../../src/lib/connection';
import { accountApi } from '../../src/services/accountApi';
import { recordSignIn } from '../../src/services/session/activity';
import { faultHandlers, runningCalls, type FaultName } from '../faults/faults';
import { fakePopups, type FakePopup } from '../support/popup';
import { catchDownloads, type CaughtDownload } from '../support/downloads';
import type { KnownNow } from './invariants';
import { renderAppFromStorage, renderSignedIn, startTestServer } from '../support/test-utils';

// jsdom draws a frame every 16 ms by the clock; in the model a frame is the next task, so that a
// step's wait for one (RTK Query's answers told to the page, 'Cargando...' painted) is not idle.
window.requestAnimationFrame = (draw) =>
  setTimeout(() => draw(performance.now()), 0) as unknown as number;
window.cancelAnimationFrame = (frame) => clearTimeout(frame);

type View = Awaited<ReturnType<typeof renderAppFromStorage>>;
type Handler = Parameters<Parameters<typeof paymentRoutes>[0]['post']>[1];

/** One POST payments/ as the provider received it (a dropped one included). */
interface SentPost {
  amountCents: number;
  /** How many presses that can pay (Continuar, 'Pagar $ X') the test had made when it came. */
  pressesBefore: number;
  /** The gateway the provider assigns the cardholder (its answer's payment_method). */
  method: string;
}

export interface World {
  server: MockServer;
  view: View;
  popups: FakePopup[];
  posts: SentPost[];
  /** Presses made so far (the test counts them as it presses). */
  presses: number;
  /** What the next POST payments/ meets, once. */
  nextPostFault: FaultName | null;
  /** What the next GET of a route meets, once (its retry, if any, is answered). */
  nextGetFaults: Map<GetRoute, GetFault>;
  /** GETs the provider answers late: held, oldest first, until a step lets one be answered. */
  held: { route: GetRoute; answer: () => void; drop: () => void }[];
  /** Told when a GET is held back (settle stops waiting for it). */
  onHeld: () => void;
  /** How many console.error / console.warn calls came before the run began. */
  consoleAtStart: { error: number; warn: number };
  /** The phone has no network: the browser says so, and no request reaches the provider. */
  offline: boolean;
  /** The files the page saved, in order; the presses that save one (a statement, a receipt). */
  downloads: CaughtDownload[];
  filePresses: number;
}

/** The provider's GETs the model can fail. */
export const GET_ROUTES = ['account/', 'payments/', 'me/', 'summary/last/', 'auth/ping/'] as const;
export type GetRoute = (typeof GET_ROUTES)[number];
/**
 * A GET's faults: faults.ts's, a 4xx with the provider's message, and an answer that comes late
 * (after later steps; never for the statement, whose press waits for its file).
 */
export type GetFault = Exclude<FaultName, 'time-out'> | '4xx' | 'late';

export const MARIA = {
  name: 'María Fernández',
  dni: '30111222',
  last_digits: '45678901',
  available: 350000,
  balance: 84350.75,
  minimum_payment: 8435.08,
};

/** What console.error and console.warn were called with so far (setup.ts spies on both). */
function consoleCalls(): { error: unknown[][]; warn: unknown[][] } {
  const { error, warn } = console as unknown as Record<'error' | 'warn', jest.Mock>;
  return { error: error.mock.calls, warn: warn.mock.calls };
}

/**
 * React's warning of an update outside act(): between steps the app runs by itself on real
 * time, as in a browser (the follow-up asks payments/ every 5 s, a notice closes itself after
 * 15 s), so an update may land outside the steps' act(). The harness's, not the product's: it
 * is counted (MODEL_TRACE prints it) instead of failing the run.
 */
const isOutsideActWarning = (args: unknown[]) =>
  typeof args[0] === 'string' && args[0].includes('was not wrapped in act(');

let updatesOutsideAct = 0;
let restoreConsole: (() => void) | null = null;

/** From now on an update outside act() is counted, not passed to setup.ts's spy. */
function countUpdatesOutsideAct(): void {
  const error = console.error as unknown as jest.Mock;
  const reported = error.getMockImplementation();
  error.mockImplementation((...args: unknown[]) => {
    if (isOutsideActWarning(args)) {
      updatesOutsideAct += 1;
      if (process.env.MODEL_TRACE)
        process.stdout.write(`  (update outside act: ${String(args[1])})\n`);
      return;
    }
    reported?.(...args);
  });
  restoreConsole = () => void error.mockImplementation(reported);
}

export const outsideAct = () => updatesOutsideAct;

/** The console's errors and warnings since the run began, as text. */
export function consoleProblemsSince(world: World): string[] {
  const { error, warn } = consoleCalls();
  const text = (level: string) => (args: unknown[]) => `${level}: ${args.map(String).join(' ')}`;
  return [
    ...error
      .slice(world.consoleAtStart.error)
      .filter((args) => !isOutsideActWarning(args))
      .map(text('error')),
    ...warn.slice(world.consoleAtStart.warn).map(text('warn')),
  ];
}

/** The real POST payments/ handler, taken from the mock's own routes. */
function realPostHandler(): Handler {
  let post: Handler | null = null;
  paymentRoutes(
    { get: () => undefined, post: (_path, handler) => void (post = handler) },
    {
      gatewayUrl: `${window.location.origin}/demo-gateway/`,
      appOrigin: window.location.origin,
      onDataChanged: () => undefined,
    },
  );
  if (!post) throw new Error('paymentRoutes registered no POST payments/');
  return post;
}

/** A fresh provider, María signed in on home with her figures drawn. */
export async function startWorld(): Promise<World> {
  countUpdatesOutsideAct();
  window.localStorage.clear();
  callAnswered();
  const server = startTestServer();
  const { popups } = fakePopups();
  const world = {
    server,
    popups,
    posts: [],
    presses: 0,
    nextPostFault: null,
    nextGetFaults: new Map(),
    held: [],
    onHeld: () => {},
    consoleAtStart: { error: consoleCalls().error.length, warn: consoleCalls().warn.length },
    offline: false,
    downloads: catchDownloads(),
    filePresses: 0,
  } as unknown as World;
  throughThePhonesNetwork(world);
  const post = realPostHandler();
  server.post('payments/', (schema: unknown, request: Request) => {
    const body = JSON.parse(request.requestBody || '{}') as { amount?: number };
    const maria = world.server.db.cardholders.find(mariaId(world) ?? '') as {
      payment_method?: string;
    } | null;
    world.posts.push({
      amountCents: Math.round(Number(body.amount) * 100),
      pressesBefore: world.presses,
      method: maria?.payment_method ?? 'LINK_PEI',
    });
    const fault = world.nextPostFault;
    world.nextPostFault = null;
    if (fault) return faultHandlers[fault](schema, request) as ReturnType<Handler>;
    return post(schema as Parameters<Handler>[0], request);
  });
  world.view = renderSignedIn(server, { cardholder: MARIA });
  // As signing in does: the session's time starts now (a reload reads it back).
  recordSignIn();
  await screen.findByText('$ 84,350.75');
  await settle(world);
  return world;
}

/** A request as Pretender hands it over: a fake XMLHttpRequest it answers with `respond`. */
interface FakeRequest {
  method: string;
  url: string;
  abort: () => void;
  respond: (status: number, headers: Record<string, string>, body: string) => void;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The armed fault of a GET to this URL, taken (it is met once). */
function takeGetFault(
  world: World,
  request: FakeRequest,
): { route: GetRoute; fault: GetFault } | null {
  if (request.method !== 'GET') return null;
  const { pathname } = new URL(request.url, window.location.origin);
  const route = GET_ROUTES.find((candidate) => pathname.endsWith(`/${candidate}`));
  const fault = route ? world.nextGetFaults.get(route) : undefined;
  if (!route || !fault) return null;
  world.nextGetFaults.delete(route);
  return { route, fault };
}

/** The fault's answer, as faults.ts's handlers give it (answered a microtask later, as Mirage does). */
function answerWithFault(request: FakeRequest, fault: Exclude<GetFault, 'late'>): void {
  if (fault === 'network failure') return request.abort();
  const [status, body] = {
    '500': [500, JSON.stringify({ message: 'Internal Server Error' })],
    'malformed JSON': [200, '{"data": {"credit": {"avail'],
    '4xx': [422, JSON.stringify({ message: 'No podemos procesar la consulta en este momento.' })],
  }[fault] as [number, string];
  void Promise.resolve().then(() => request.respond(status, JSON_HEADERS, body));
}

/**
 * Offline, every request fails on the network (dropped as faults.ts's 'network failure' drops
 * one), the app's origin's included, and `navigator.onLine` is false. Online, a GET with an
 * armed fault meets it.
 */
function throughThePhonesNetwork(world: World): void {
  const pretender = world.server.pretender as unknown as {
    handleRequest: (request: FakeRequest) => void;
  };
  const handle = pretender.handleRequest.bind(pretender);
  pretender.handleRequest = (request) => {
    if (world.offline) return request.abort();
    const armed = takeGetFault(world, request);
    if (!armed) return handle(request);
    if (armed.fault !== 'late') return answerWithFault(request, armed.fault);
    // Answered by the provider as it is when the answer leaves (a later step).
    world.held.push({
      route: armed.route,
      answer: () => handle(request),
      drop: () => request.abort(),
    });
    world.onHeld();
  };
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => !world.offline);
}

let onLine: jest.SpyInstance | null = null;

/** The oldest answer held back arrives. */
export function heldAnswerArrives(world: World): void {
  act(() => world.held.shift()?.answer());
}

/** The network goes or comes back, and the browser says so: an answer on its way is lost. */
export function setConnection(world: World, online: boolean): void {
  world.offline = !online;
  if (!online) for (const held of world.held.splice(0)) act(() => held.drop());
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

export async function endWorld(world: World): Promise<void> {
  try {
    await settle(world, false);
    // A run's page is gone at its end: its store must not answer the next run's events.
    await world.view.leave();
  } finally {
    restoreConsole?.();
    restoreConsole = null;
    cleanup();
    world.server.shutdown();
    window.localStorage.clear();
    callAnswered();
    (window.open as unknown as jest.SpyInstance).mockRestore?.();
    onLine?.mockRestore();
    onLine = null;
  }
}

/**
 * Every call the app has in flight answered and handled, the page drawn after it, and (unless
 * told not to) a page's heading there: a lazily loaded page's code may take a moment.
 */
export async function settle(world: World, waitForHeading = true): Promise<void> {
  // Until a frame passes with no call left: Redux Toolkit's autoBatchEnhancer tells the page of
  // RTK Query's answers at the next animation frame, and what the page does then may call again.
  for (let round = 0; round < 3; round += 1) {
    await callsSettledBut(world);
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    if (callsUnderWayBut(world).length === 0) break;
  }
  if (!waitForHeading) return;
  try {
    await waitFor(
      () => {
        if (!document.querySelector('h1')) throw new Error('no h1 yet');
      },
      { timeout: 5_000 },
    );
  } catch {
    // Said by the invariant 'never a blank page', with what the page shows.
  }
  await callsSettledBut(world);
}

/** The endpoint each GET route is called by. */
const ENDPOINT_OF: Record<GetRoute, string> = {
  'account/': 'getAccount',
  'payments/': 'getPayments',
  'me/': 'getMe',
  'summary/last/': 'getLastStatement',
  'auth/ping/': 'ping',
};

/** The calls under way, but those whose answer is held back (they end at a later step). */
function callsUnderWayBut(world: World): Promise<unknown>[] {
  const held = world.held.map(({ route }) => `${ENDPOINT_OF[route]}(`);
  return runningCalls(world.view.store).filter((call) => {
    const key = (call as { queryCacheKey?: string }).queryCacheKey ?? '';
    return !held.some((endpoint) => key.startsWith(endpoint));
  });
}

/** Every call under way answered, but those held back (a call may be held while waited for). */
async function callsSettledBut(world: World): Promise<void> {
  await act(async () => {
    for (;;) {
      const held = new Promise<'held'>((resolve) => (world.onHeld = () => resolve('held')));
      const calls = Promise.all(callsUnderWayBut(world)).then(() => 'answered' as const);
      if ((await Promise.race([calls, held])) === 'answered') return;
    }
  });
}

/** A reload: what the app stored is all that is left; the store is rebuilt from it. */
export async function reload(world: World, whileAway = () => {}): Promise<void> {
  const { pathname, search } = world.view.router.state.location;
  // The page left takes its calls with it: an answer held for it never arrives.
  world.held = [];
  await world.view.leave();
  // What happens to storage while no page is open (time passing), after the page's last write.
  whileAway();
  world.view = await renderAppFromStorage({ route: `${pathname}${search}` });
  await settle(world);
}

/**
 * A window on `origin` posts `{ intent }` to the page, as the gateway's popup does: `source` is
 * the window it comes from (the page's popup, or another window of the gateway).
 */
export function popupSays(intent: string, origin: string, source: unknown): void {
  const event = new MessageEvent('message', { data: { intent }, origin });
  // jsdom's MessageEvent takes no fake window as its source: given as the browser would.
  Object.defineProperty(event, 'source', { value: source });
  act(() => void window.dispatchEvent(event));
}

/** A plain test's world: a fresh one before each test, ended after it; the getter gives it. */
export function worldForEachTest(): () => World {
  let world: World | null = null;
  beforeEach(async () => {
    world = await startWorld();
  });
  afterEach(() => (world ? endWorld(world) : undefined));
  return () => {
    if (!world) throw new Error('No world outside a test');
    return world;
  };
}

/** On /payment, `amount` typed and Continuar pressed: the payment call made, its popup open. */
export async function continueWith(world: World, amount: string): Promise<void> {
  await act(() => world.view.router.navigate('/payment'));
  await settle(world);
  const field = amountField();
  if (!field) throw new Error('No amount field');
  await world.view.user.type(field, amount);
  world.presses += 1;
  await world.view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await settle(world);
}

/** The issuer moves María to BIND's gateway: her next payment is made there. */
export function moveToBind(world: World): void {
  world.server.db.cardholders.update(mariaId(world) ?? '', { payment_method: 'BIND_SIMPLE' });
}

/** What the app knows now of the payment `settled` names (invariants.ts's KnownNow). */
export function knownNow(world: World, settled: { startedAt: string; id: string }): KnownNow {
  const state = world.view.store.getState();
  const listed = accountApi.endpoints.getPayments.select()(state).data;
  return {
    followedAsPending: state.payment.tracked?.startedAt === settled.startedAt,
    listedAs: listed?.find((payment) => payment.id === settled.id)?.statusName ?? undefined,
  };
}

/** María's id in the provider's database. */
export function mariaId(world: World): string | undefined {
  const [maria] = world.server.db.cardholders.where({ dni: MARIA.dni }) as { id: string }[];
  return maria?.id;
}

/** The ids of the payments the provider lists 'Acreditado'. */
export function creditedIds(world: World): string[] {
  const credited = world.server.db.payments.where({ status_name: 'Acreditado' }) as {
    id: string;
  }[];
  return credited.map((payment) => String(payment.id));
}

/** The provider settles its newest pending payment, as the gateway's notification does. */
export function providerSettles(world: World, outcome: 'Acreditado' | 'Rechazado'): boolean {
  const { db } = world.server;
  const pending = (db.payments.where({ status_name: 'Pendiente' }) as { id: string }[]).at(-1);
  if (!pending) return false;
  const data = db.dump() as unknown as DemoData;
  const record = data.payments?.find((payment) => payment.id === pending.id);
  const settled = applyPaymentOutcome(data, {
    paymentId: pending.id,
    secret: record?.gateway_secret ?? '',
    outcome,
  });
  db.emptyData();
  db.loadData(settled);
  return settled !== data;
}

export function pendingPayments(world: World): number {
  return world.server.db.payments.where({ status_name: 'Pendiente' }).length;
}

/** What the screen offers now: the commands' `check` reads it (through the model). */
export interface Screen {
  path: string;
  heading: string | null;
  /** The amount field, enabled. */
  field: boolean;
  continueEnabled: boolean;
  /** The quick choices' names ('Saldo pendiente $ 84,350.75'...). */
  quickChoices: string[];
  /** The open dialog's title, if any. */
  dialog: string | null;
  /** The enabled buttons one can press now: the open dialog's, else the page's. */
  buttons: string[];
  cancelButton: boolean;
  /** The top bar's 'Menú' (the drawer with 'Cerrar sesión'), enabled. */
  menu: boolean;
}

const textOf = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function openDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[open]');
}

function dialogTitle(dialog: HTMLDialogElement): string {
  const labelledBy = dialog.getAttribute('aria-labelledby');
  const title = labelledBy ? document.getElementById(labelledBy) : null;
  return textOf(title) || dialog.getAttribute('aria-label') || '';
}

export function amountField(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('#payment-amount');
}

export function enabledButtons(within: ParentNode): HTMLButtonElement[] {
  return [...within.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) =>
      !button.disabled &&
      button.getAttribute('aria-disabled') !== 'true' &&
      !button.closest('dialog:not([open])'),
  );
}

/** The top bar's 'Menú', named by its aria-label (an icon shows it). */
export function menuButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('button[aria-label="Menú"]:not(:disabled)');
}

export function readScreen(world: World): Screen {
  const dialog = openDialog();
  const field = amountField();
  const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  const group = document.querySelector('[role="group"][aria-label="Elegí cuánto pagar"]');
  const main = document.querySelector('main') ?? document.body;
  return {
    path: `${world.view.router.state.location.pathname}${world.view.router.state.location.search}`,
    heading: document.querySelector('h1') ? textOf(document.querySelector('h1')) : null,
    field: !!field && !field.disabled,
    continueEnabled: !!submit && !submit.disabled && textOf(submit) === 'Continuar',
    quickChoices: group ? enabledButtons(group).map(textOf) : [],
    dialog: dialog ? dialogTitle(dialog) : null,
    buttons: enabledButtons(dialog ?? main).map(textOf),
    cancelButton: [...main.querySelectorAll('button')].some(
      (button) => textOf(button) === 'Cancelar',
    ),
    menu: menuButton() !== null,
  };
}

export { textOf };

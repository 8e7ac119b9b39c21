/* eslint-disable testing-library/no-node-access -- as payment-world.ts: the page is read after every step */
/**
 * What a cardholder, the payment gateway and the provider can do, as fast-check commands. Each
 * `check` allows a command only where it makes sense on the screen the model last saw; each
 * `run` does it, waits until the app is done, reads the screen again and checks every promise.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { api } from '../../src/services/api';
import { IDLE_LIMIT_MS } from '../../src/services/session/idle';
import { isFollowed } from '../../src/features/payment/follow-up/followUp';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { storeSlice } from '../support/stored-slice';
import type { FaultName } from '../faults/faults';
import {
  aPaymentFollowedAfterAnyFault,
  neverABrokenPage,
  neverAnUntrueWord,
  neverPaidAndNotPaid,
  neverPaidTwice,
  neverSignedOut,
  neverSignedInPastTheIdleLimit,
  oneFilePerPress,
  nothingPersonalAfterAnEnd,
  type Knowledge,
  type SessionEnd,
  type SettledWhileFollowed,
} from './invariants';
import {
  MARIA,
  amountField,
  menuButton,
  consoleProblemsSince,
  enabledButtons,
  openDialog,
  pendingPayments,
  providerSettles,
  creditedIds,
  GET_ROUTES,
  heldAnswerArrives,
  knownNow,
  mariaId,
  moveToBind,
  popupSays,
  readScreen,
  reload,
  setConnection,
  settle,
  textOf,
  type GetFault,
  type GetRoute,
  type Screen,
  type World,
} from './payment-world';

export interface Model extends Knowledge {
  screen: Screen;
  /** Payments the provider holds as 'Pendiente'. */
  pending: number;
  faultArmed: boolean;
  /** Popups the page opened, and whether the newest is still open. */
  popups: number;
  popupOpen: boolean;
  /** A reload came after the newest popup opened: the page may adopt a window that speaks. */
  reloadedSincePopup: boolean;
  /** Steps run so far: a run stops at MAX_STEPS. */
  steps: number;
  /** The phone has no network. */
  offline: boolean;
  /** Answers to GETs the provider holds back (they arrive at a later step, or are lost). */
  held: number;
  /** María pays through BIND (her next payment's gateway); LINK until the issuer moves her. */
  bind: boolean;
  /** How the session ended, while it stays ended; null while signed in. */
  end: SessionEnd | null;
}

/** A run's length: fc.commands draws more, as many are not allowed on the screen they meet. */
export const MAX_STEPS = 25;

type Command = fc.AsyncCommand<Model, World>;

/** A break planted on purpose (MODEL_PLANT) to see the invariants catch it. */
const PLANT = process.env.MODEL_PLANT ?? '';

/** After every step: the screen read again, every promise checked. */
export function checkPromises(model: Model, world: World): void {
  model.screen = readScreen(world);
  model.pending = pendingPayments(world);
  // An armed fault is spent by the POST it met.
  model.faultArmed = world.nextPostFault !== null;
  if (world.popups.length !== model.popups) model.reloadedSincePopup = false;
  model.popups = world.popups.length;
  model.popupOpen = world.popups.at(-1)?.closed === false;
  model.held = world.held.length;
  neverPaidTwice(model, world.posts);
  neverAnUntrueWord(model);
  neverPaidAndNotPaid();
  neverABrokenPage(consoleProblemsSince(world));
  neverSignedOut(model.screen.path, model.end);
  neverSignedInPastTheIdleLimit(model.screen.path, model.end);
  oneFilePerPress(world.downloads, world.filePresses, creditedIds(world));
  nothingPersonalAfterAnEnd(model.screen.path);
  // A fault armed for the ping lasts as long as the session it was armed in.
  if (onLogin(model)) world.nextGetFaults.delete('auth/ping/');
  // An end lasts until the app is signed in again: off /login. The provider's lasts until the
  // app meets it (its next call), or a new session replaces it.
  if (!onLogin(model) && model.end?.by !== 'the provider') model.end = null;
}

const IDLE_REASON = 'Cerramos tu sesión por inactividad.';

/** How often each kind of step ran, and what it reached (printed after the runs). */
export const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

const TRACE = !!process.env.MODEL_TRACE;

async function step(
  model: Model,
  world: World,
  command: Command,
  action: () => Promise<void> | void,
) {
  if (TRACE) process.stdout.write(`${String(command)}\n`);
  const began = Date.now();
  try {
    await action();
  } catch (error) {
    // The provider's end, armed by the model, met by a call in flight (a poll) before or during
    // the step: the page it pressed on is gone, as it would be for a person.
    const ended = world.view.router.state.location.pathname.startsWith('/login');
    if (!(model.end?.by === 'the provider' && ended)) throw error;
  }
  const acted = Date.now();
  await settle(world);
  // Planted: a page that writes what it has not got, or complains in the console.
  if (PLANT === 'nan') document.querySelector('h1')?.append(' NaN');
  if (PLANT === 'console') console.error('planted');
  checkPromises(model, world);
  count('steps');
  model.steps += 1;
  if (process.env.MODEL_TIMES) {
    const kind = command.constructor.name;
    tally.set(`ms act ${kind}`, (tally.get(`ms act ${kind}`) ?? 0) + acted - began);
    tally.set(`ms settle ${kind}`, (tally.get(`ms settle ${kind}`) ?? 0) + Date.now() - acted);
    count(`n ${kind}`);
  }
  if (TRACE)
    process.stdout.write(
      `  [token ${String((world.view.store.getState() as { session?: { token?: string } }).session?.token).slice(0, 12)} stored ${Object.keys(window.localStorage).join(',')} ${window.localStorage.getItem('api')?.slice(0, 80)}]\n`,
    );
  if (TRACE)
    process.stdout.write(
      `  -> ${model.screen.path} '${model.screen.heading}' dialog=${model.screen.dialog} buttons=${model.screen.buttons.join('|')}\n`,
    );
  count(
    `heading: ${model.screen.heading ?? '(none)'}${model.screen.dialog ? ` + dialog '${model.screen.dialog}'` : ''}`,
  );
}

/** What the field shows, as the mask writes it ('$ 84,350.75', '-$ 5.00'), in cents. */
function shownCents(shown: string): number {
  return Math.round(Number(shown.replace(/^(-?)\$ /, '$1').replace(/,/g, '')) * 100);
}

const noDialog = (model: Model) => model.screen.dialog === null;
const onScreen = (model: Model, button: string) => model.screen.buttons.includes(button);

function findButton(
  name: string,
  within: ParentNode = openDialog() ?? document,
): HTMLButtonElement {
  const button = enabledButtons(within).find((candidate) => textOf(candidate) === name);
  if (!button) throw new Error(`No enabled button '${name}' on screen`);
  return button;
}

// ---- The cardholder ----

class PressPagarOnHome implements Command {
  check = (model: Model) =>
    noDialog(model) && model.screen.path === '/' && onScreen(model, 'Pagar');
  run = (model: Model, world: World) =>
    step(model, world, this, () => world.view.user.click(findButton('Pagar')));
  toString = () => "press 'Pagar' on home";
}

class GoTo implements Command {
  constructor(readonly to: string) {}
  check = (model: Model) => noDialog(model);
  run = (model: Model, world: World) =>
    step(model, world, this, () => act(() => world.view.router.navigate(this.to)));
  toString = () => `go to ${this.to} (a link in the app)`;
}

class TypeAmount implements Command {
  constructor(
    readonly text: string,
    readonly how: 'typed' | 'pasted',
  ) {}
  check = (model: Model) => noDialog(model) && model.screen.field;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const { user } = world.view;
      const field = amountField();
      if (!field) throw new Error('No amount field');
      await user.clear(field);
      if (this.text === '') return;
      if (this.how === 'typed') await user.type(field, this.text);
      else {
        await user.click(field);
        await user.paste(this.text);
      }
    });
  toString = () => `${this.how} ${JSON.stringify(this.text)} into 'Monto a pagar'`;
}

class QuickChoice implements Command {
  constructor(readonly index: number) {}
  check = (model: Model) => noDialog(model) && model.screen.quickChoices.length > 0;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const name = model.screen.quickChoices[this.index % model.screen.quickChoices.length];
      if (name) await world.view.user.click(findButton(name));
    });
  toString = () => `quick choice #${this.index}`;
}

/** A press that saves a file: the statement (home, the drawer) or a receipt (a detail). */
class DownloadFile implements Command {
  constructor(readonly label: 'Descargar mi resumen' | 'Descargar comprobante') {}
  check = (model: Model) => noDialog(model) && model.screen.buttons.includes(this.label);
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      world.filePresses += 1;
      await world.view.user.click(findButton(this.label));
    });
  toString = () => `press '${this.label}'`;
}

/** In 'Tus pagos': a payment's row, the newest first, taken to its detail. */
class OpenPayment implements Command {
  constructor(readonly index: number) {}
  check = (model: Model) => noDialog(model) && model.screen.path === '/payments';
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const rows = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/payments/"]')];
      const row = rows[this.index % Math.max(rows.length, 1)];
      if (row) await world.view.user.click(row);
    });
  toString = () => `open payment #${this.index} in 'Tus pagos'`;
}

class PressContinuar implements Command {
  constructor(readonly how: 'click' | 'Enter') {}
  check = (model: Model) => noDialog(model) && model.screen.continueEnabled;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const field = amountField();
      const shown = field ? shownCents(field.value) : NaN;
      // Planted: a model that reads the amount a cent off, as a page sending another would.
      model.presses.push(PLANT === 'cent' ? shown + 1 : shown);
      world.presses += 1;
      if (this.how === 'click') await world.view.user.click(findButton('Continuar'));
      else if (field) await world.view.user.type(field, '{Enter}');
      // Planted: a second payment call for the same press, as a bug in the page would send.
      if (PLANT === 'double-post')
        await act(async () => {
          // The endpoint is injected by paymentApi.ts, which does not export it.
          const { createPayment } = api.endpoints as unknown as {
            createPayment: { initiate: (body: { amount: number }) => { type: string } };
          };
          await world.view.store.dispatch(createPayment.initiate({ amount: shown / 100 }));
        });
    });
  toString = () => `Continuar (${this.how})`;
}

/** 'Revisá el monto': 'Pagar $ X' (one synchronous click, as a browser gives), Corregir, Escape. */
class AnswerAmountReview implements Command {
  constructor(readonly answer: 'pay' | 'Corregir' | 'Escape') {}
  check = (model: Model) => model.screen.dialog === 'Revisá el monto';
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const dialog = openDialog();
      if (!dialog) throw new Error("No 'Revisá el monto'");
      if (this.answer === 'Escape') {
        await world.view.user.keyboard('{Escape}');
        return;
      }
      if (this.answer === 'Corregir') {
        await world.view.user.click(findButton('Corregir', dialog));
        return;
      }
      const pay = enabledButtons(dialog).find((button) => textOf(button).startsWith('Pagar $'));
      if (!pay) throw new Error("No 'Pagar $ X'");
      model.presses.push(shownCents(textOf(pay).replace(/^Pagar /, '')));
      world.presses += 1;
      act(() => void fireEvent.click(pay));
    });
  toString = () => `'Revisá el monto': ${this.answer}`;
}

/** A button the page offers: its ways forward, its dialogs' answers. */
class PressButton implements Command {
  constructor(readonly name: string) {}
  check = (model: Model) => onScreen(model, this.name);
  run = (model: Model, world: World) =>
    step(model, world, this, () => world.view.user.click(findButton(this.name)));
  toString = () => `press '${this.name}'`;
}

class PressCancelar implements Command {
  check = (model: Model) => noDialog(model) && model.screen.cancelButton;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const button = [...document.querySelectorAll('button')].find(
        (shown) => textOf(shown) === 'Cancelar',
      );
      if (button) await world.view.user.click(button);
    });
  toString = () => "press 'Cancelar'";
}

class History implements Command {
  constructor(readonly delta: -1 | 1) {}
  check = (model: Model) => noDialog(model);
  run = (model: Model, world: World) =>
    step(model, world, this, () =>
      // The router's navigate takes a number as Back (-1) and Forward (1).
      act(() => world.view.router.navigate(this.delta as unknown as string)),
    );
  toString = () => (this.delta < 0 ? 'Back' : 'Forward');
}

class Reload implements Command {
  check = () => true;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      await reload(world);
      model.reloadedSincePopup = true;
      // The reason is this visit's to say: a reloaded /login starts afresh.
      if (model.end && onLogin(model)) model.end = { ...model.end, reason: null };
    });
  toString = () => 'reload';
}

// ---- The session ----

const onLogin = (model: Model) => model.screen.path.startsWith('/login');

const EXPIRED_REASON = 'Tu sesión terminó. Ingresá de nuevo para seguir.';

/** The provider forgets the session (it expired there): the app's next call meets a 401. */
class ProviderEndsSession implements Command {
  check = (model: Model) => !onLogin(model) && model.end === null;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      world.server.db.sessions.remove();
      model.end = { by: 'the provider', reason: EXPIRED_REASON };
    });
  toString = () => 'the provider ends the session';
}

/** 'Menú', then 'Cerrar sesión' in the drawer. */
class SignOut implements Command {
  check = (model: Model) => noDialog(model) && model.screen.menu;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const menu = menuButton();
      if (!menu) throw new Error("No 'Menú'");
      await world.view.user.click(menu);
      const drawer = document.querySelector('.navigation-drawer');
      if (!drawer) throw new Error('No drawer');
      await world.view.user.click(findButton('Cerrar sesión', drawer));
      model.end = { by: 'the cardholder', reason: null };
    });
  toString = () => "'Menú', 'Cerrar sesión'";
}

/** Another tab's 'Cerrar sesión': its slices leave the shared storage, and this tab hears it. */
class OtherTabSignsOut implements Command {
  check = (model: Model) => !onLogin(model);
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      const { credentials, payment, userData } = STORAGE_KEYS;
      const oldValue = window.localStorage.getItem(credentials);
      for (const key of [credentials, payment, userData]) window.localStorage.removeItem(key);
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key: credentials, oldValue, newValue: null }),
        );
      });
      model.end = { by: 'another tab', reason: null };
    });
  toString = () => "another tab: 'Cerrar sesión'";
}

/** Another tab signs María in: its token lands in the shared storage, and this tab hears it. */
class OtherTabSignsIn implements Command {
  check = () => true;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      const token = `token-of-another-tab-${world.server.db.sessions.length + 1}`;
      world.server.create('session', { token, cardholderId: mariaId(world) });
      const { credentials, lastActivity } = STORAGE_KEYS;
      const oldValue = window.localStorage.getItem(credentials);
      storeSlice(credentials, { token });
      const newValue = window.localStorage.getItem(credentials);
      window.localStorage.setItem(lastActivity, String(Date.now()));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: credentials, oldValue, newValue }));
      });
      if (model.end) model.end = { by: 'a new sign-in', reason: null };
      // A new session: a fault armed for the old one's ping is not its own.
      world.nextGetFaults.delete('auth/ping/');
    });
  toString = () => 'another tab: María signs in';
}

/** The phone left longer than the idle limit, then the page opened again. */
class IdleThenReload implements Command {
  check = () => true;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const past = Date.now() - IDLE_LIMIT_MS - 60_000;
      await reload(world, () =>
        window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(past)),
      );
      model.reloadedSincePopup = true;
      model.end =
        model.end && onLogin(model)
          ? { ...model.end, reason: null }
          : { by: 'idle time', reason: IDLE_REASON };
    });
  toString = () => `left ${IDLE_LIMIT_MS / 60_000 + 1} minutes, then reopened`;
}

type Pair = 'right' | 'wrong' | 'blank';
const PAIRS: Record<Pair, { dni: string; digits: string }> = {
  right: { dni: MARIA.dni, digits: MARIA.last_digits },
  wrong: { dni: MARIA.dni, digits: '00000000' },
  blank: { dni: '', digits: '' },
};

/** On /login: the DNI and the digits typed, INGRESAR pressed. */
class SignIn implements Command {
  constructor(readonly pair: Pair) {}
  // Offline, INGRESAR is disabled (the login says why).
  check = (model: Model) => noDialog(model) && onLogin(model) && !model.offline;
  run = (model: Model, world: World) =>
    step(model, world, this, async () => {
      const { user } = world.view;
      const { dni, digits } = PAIRS[this.pair];
      for (const [id, text] of [
        ['login-dni', dni],
        ['login-last-digits', digits],
      ] as const) {
        const field = document.getElementById(id) as HTMLInputElement | null;
        if (!field) throw new Error(`No #${id}`);
        await user.clear(field);
        if (text) await user.type(field, text);
      }
      await user.click(findButton('INGRESAR'));
      // The login leaves a frame after the press: its answer is awaited as a person would.
      await waitFor(
        () => {
          const stillOnLogin = world.view.router.state.location.pathname.startsWith('/login');
          const busy = document.querySelector('form button[aria-disabled="true"]');
          if (stillOnLogin && busy) throw new Error('signing in');
        },
        { timeout: 5_000 },
      );
      // Any pair's answer replaces the end's words: they have been read by then.
      if (model.end) model.end = { by: 'a new sign-in', reason: null };
    });
  toString = () => `sign in with the ${this.pair} pair`;
}

// ---- The gateway ----

const INTENTS = [
  'CARGANDO_FORMULARIO',
  'FORMULARIO_CARGADO',
  'PAGO_REALIZADO',
  'ERROR',
  'ERROR_EN_PAGO',
  'PAGO_CANCELADO',
  'VENTANA_CERRADA',
  'CONTINUAR',
  'PAGO_EN_REVISION', // one the code does not know
] as const;
type Sender = 'gateway' | 'another origin' | 'another window';

class GatewaySays implements Command {
  constructor(
    readonly intent: (typeof INTENTS)[number],
    readonly sender: Sender,
  ) {}
  check = (model: Model) => model.popups > 0;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      const popup = world.popups.at(-1);
      if (!popup) return;
      const origin =
        this.sender === 'another origin'
          ? 'https://pasarela.falsa.example'
          : window.location.origin;
      // Another window on the gateway's origin: a window of the gateway this page did not open.
      const source =
        this.sender === 'another window'
          ? { closed: false, close: jest.fn(), focus: jest.fn(), location: { replace: jest.fn() } }
          : popup;
      // The model: the gateway said it was paid, from where the page may believe it.
      // After a reload the page cannot tell its popup from another window of the gateway's
      // origin, and adopts the first that speaks (usePopupEvents.ts): both are the gateway then.
      const fromGateway =
        this.sender === 'gateway' || (this.sender === 'another window' && model.reloadedSincePopup);
      if (this.intent === 'PAGO_REALIZADO' && fromGateway && PLANT !== 'forget-paid')
        model.paidHeard = true;
      popupSays(this.intent, origin, source);
    });
  toString = () => `${this.sender} says ${this.intent}`;
}

class PopupClosed implements Command {
  check = (model: Model) => model.popupOpen;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      const popup = world.popups.at(-1);
      if (!popup || popup.closed) return;
      popup.closed = true;
      // BIND's closed popup is assumed paid (spec section 4): the page may say so.
      if (world.posts.at(-1)?.method === 'BIND_SIMPLE') model.paidHeard = true;
      // The window comes back to the front: the page looks at its popup.
      act(() => void window.dispatchEvent(new Event('focus')));
    });
  toString = () => 'the popup is closed';
}

/**
 * The page shown again (the phone unlocked, the tab brought back): RTK Query asks again what it
 * follows. A payment the provider has settled meanwhile must be learned, whatever failed before.
 */
class PageShownAgain implements Command {
  check = (model: Model) => !onLogin(model);
  run = async (model: Model, world: World) => {
    const settled = settledWhileFollowed(model, world);
    if (settled) count('shown again: a settled payment to learn');
    await step(model, world, this, () => {
      act(() => void window.dispatchEvent(new Event('focus')));
    });
    if (settled) aPaymentFollowedAfterAnyFault(settled, knownNow(world, settled));
  };
  toString = () => 'the page is shown again';
}

/** The payment this page follows as pending, if the provider has settled it and may say so now. */
function settledWhileFollowed(model: Model, world: World): SettledWhileFollowed | null {
  const { tracked } = world.view.store.getState().payment;
  const answers =
    !model.offline &&
    model.end === null &&
    !world.nextGetFaults.has('payments/') &&
    !world.held.some(({ route }) => route === 'payments/');
  if (!answers || !tracked?.id || !isFollowed(tracked)) return null;
  const listed = world.server.db.payments.find(tracked.id) as { status_name?: string } | null;
  const statusName = listed?.status_name;
  if (statusName !== 'Acreditado' && statusName !== 'Rechazado') return null;
  return { startedAt: tracked.startedAt, id: tracked.id, statusName };
}

// ---- The network ----

class ConnectionDrops implements Command {
  check = (model: Model) => !model.offline;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      setConnection(world, false);
      model.offline = true;
    });
  toString = () => 'the connection drops';
}

class ConnectionReturns implements Command {
  check = (model: Model) => model.offline;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      setConnection(world, true);
      model.offline = false;
    });
  toString = () => 'the connection returns';
}

// ---- The provider ----

class FailNextPost implements Command {
  constructor(readonly fault: FaultName) {}
  check = (model: Model) => !model.faultArmed;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      world.nextPostFault = this.fault;
      model.faultArmed = true;
    });
  toString = () => `the next POST payments/ meets ${this.fault}`;
}

const PROVIDER_REASON =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';

/**
 * The provider's next answer to a GET fails: a 5xx or a drop (a GET is retried once more), a
 * body cut short, or a 4xx. A ping's 4xx is no retry's business: the spec's logout follows, at
 * the next ping, with its reason on /login.
 */
class FailNextGet implements Command {
  constructor(
    readonly route: GetRoute,
    readonly fault: GetFault,
  ) {}
  private endsSession = () => this.route === 'auth/ping/' && this.fault === '4xx';
  check = (model: Model) => !this.endsSession() || (!onLogin(model) && model.end === null);
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      world.nextGetFaults.set(this.route, this.fault);
      if (this.endsSession()) model.end = { by: 'the provider', reason: PROVIDER_REASON };
    });
  toString = () => `the next GET ${this.route} meets ${this.fault}`;
}

class HeldAnswerArrives implements Command {
  check = (model: Model) => model.held > 0 && !model.offline;
  run = (model: Model, world: World) => step(model, world, this, () => heldAnswerArrives(world));
  toString = () => 'the oldest answer held back arrives';
}

class ProviderSettles implements Command {
  constructor(readonly outcome: 'Acreditado' | 'Rechazado') {}
  check = (model: Model) => model.pending > 0;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      if (providerSettles(world, this.outcome) && this.outcome === 'Acreditado')
        model.credited = true;
    });
  toString = () => `the provider settles the pending payment as ${this.outcome}`;
}

/** The issuer moves María to BIND's gateway: from her next payment, BIND's form and its ends. */
class MovedToBind implements Command {
  check = (model: Model) => !model.bind;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      moveToBind(world);
      model.bind = true;
    });
  toString = () => "the issuer moves María's payments to BIND";
}

/** A payment made elsewhere (a bank's own channel) lands in payments/, credited or rejected. */
class PaidElsewhere implements Command {
  constructor(readonly outcome: 'Acreditado' | 'Rechazado') {}
  check = () => true;
  run = (model: Model, world: World) =>
    step(model, world, this, () => {
      world.server.create('payment', {
        amount: 2500,
        status_name: this.outcome,
        cardholderId: mariaId(world),
      } as never);
      if (this.outcome === 'Acreditado') model.credited = true;
    });
  toString = () => `a payment made elsewhere lands in payments/, ${this.outcome}`;
}

const AMOUNTS = fc.oneof(
  fc.constantFrom(
    '84.350,75',
    '84350.75',
    '$ 84.350,75',
    '0',
    '-5',
    'abc',
    '1500.5',
    '1,5',
    '90000',
    '8435,08',
    '0,50',
    '99999999999',
    '',
  ),
  fc.stringMatching(/^[0-9.,]{1,9}$/),
);

const BUTTONS = [
  'Reintentar pago',
  'Volver a pagar',
  'Volver a inicio',
  'Aceptar',
  'Ir al formulario',
  'Pagar otro monto',
  'Sí, hacer otro pago',
  'No, esperar',
];

const pagar = fc.constant(new PressPagarOnHome());
const continuar = fc
  .constantFrom('click' as const, 'Enter' as const)
  .map((how) => new PressContinuar(how));
const typeAmount = fc
  .tuple(AMOUNTS, fc.constantFrom('typed' as const, 'pasted' as const))
  .map(([text, how]) => new TypeAmount(text, how));
const gatewaySays = fc
  .tuple(
    fc.constantFrom(...INTENTS, 'PAGO_REALIZADO', 'FORMULARIO_CARGADO'),
    fc.constantFrom<Sender>('gateway', 'gateway', 'another origin', 'another window'),
  )
  .map(([intent, sender]) => new GatewaySays(intent, sender));
const pressButton = fc.constantFrom(...BUTTONS).map((name) => new PressButton(name));

/** A command allowed only while the run is shorter than MAX_STEPS. */
function capped(command: Command): Command {
  return {
    check: (model) => model.steps < MAX_STEPS && command.check(model),
    run: (model, world) => command.run(model, world),
    toString: () => String(command),
  };
}

/** Each entry equally likely: the journey's main steps are listed more than once. */
const allCommands: fc.Arbitrary<Command>[] = [
  pagar,
  pagar,
  continuar,
  continuar,
  continuar,
  typeAmount,
  gatewaySays,
  gatewaySays,
  gatewaySays,
  pressButton,
  pressButton,
  fc
    .constantFrom('/payment', '/', '/payment?amount=1500.50', '/payments')
    .map((to) => new GoTo(to)),
  typeAmount,
  fc.nat(2).map((index) => new QuickChoice(index)),
  fc
    .constantFrom('pay' as const, 'Corregir' as const, 'Escape' as const)
    .map((answer) => new AnswerAmountReview(answer)),
  fc.constant(new PressCancelar()),
  fc.constant(new DownloadFile('Descargar mi resumen')),
  // Allowed on one page only: offered more often, to be drawn there.
  ...[1, 2, 3, 4, 5, 6].map(() => fc.nat(3).map((index) => new OpenPayment(index))),
  ...[1, 2, 3, 4, 5, 6].map(() => fc.constant(new DownloadFile('Descargar comprobante'))),
  fc.constantFrom('Acreditado', 'Rechazado').map((outcome) => new PaidElsewhere(outcome)),
  fc.constantFrom(-1 as const, 1 as const).map((delta) => new History(delta)),
  fc.constant(new Reload()),
  fc.constant(new PopupClosed()),
  fc.constant(new MovedToBind()),
  fc.constant(new ConnectionDrops()),
  fc.constant(new ConnectionReturns()),
  fc.constant(new PageShownAgain()),
  fc.constant(new PageShownAgain()),
  fc.constantFrom<FaultName>('500', 'network failure').map((fault) => new FailNextPost(fault)),
  fc
    .constantFrom('Acreditado' as const, 'Rechazado' as const)
    .map((outcome) => new ProviderSettles(outcome)),
  fc
    .tuple(
      fc.constantFrom(...GET_ROUTES),
      fc.constantFrom<GetFault>('500', 'network failure', 'malformed JSON', '4xx'),
    )
    .map(([route, fault]) => new FailNextGet(route, fault)),
  // The statement's press waits for its file: its answer is never held back.
  fc
    .constantFrom(...GET_ROUTES.filter((route) => route !== 'summary/last/'))
    .map((route) => new FailNextGet(route, 'late')),
  fc.constant(new HeldAnswerArrives()),
  fc.constant(new HeldAnswerArrives()),
  fc.constant(new SignOut()),
  fc.constant(new OtherTabSignsOut()),
  fc.constant(new OtherTabSignsIn()),
  fc.constant(new ProviderEndsSession()),
  fc.constant(new IdleThenReload()),
  fc.constantFrom<Pair>('right', 'right', 'wrong', 'blank').map((pair) => new SignIn(pair)),
  fc.constantFrom<Pair>('right', 'wrong').map((pair) => new SignIn(pair)),
  // Signed out, most commands have nothing to do: María signs in again soon, as she would.
  ...[1, 2, 3, 4].map(() => fc.constant(new SignIn('right'))),
];

export const commands = allCommands.map((arbitrary) => arbitrary.map(capped));

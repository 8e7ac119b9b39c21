import './gateway.css';
import { config } from '../../src/lib/config';
import { formatMoney } from '../../src/lib/money';
import { closedWindowMessage } from './closed-window';

/**
 * The demo payment gateway (demo contract section 5): a page of its own, on an origin that
 * configuration may make different from the app's, standing in for the LINK or BIND form.
 * LINK_PEI tells its opener what happens with window messages; BIND_SIMPLE says nothing and
 * sends the popup to the app's result pages. Outcomes reach the mock API through the app's
 * /demo-gateway/notify/ page, as a real gateway's server notification would; a window closed
 * before any outcome tells the mock API in its opener, the app's window (closed-window.ts).
 */
type Method = 'LINK_PEI' | 'BIND_SIMPLE';
type Result = 'approved' | 'rejected' | 'cancelled' | 'pending';

/** The demo's later settlement: the provider credits (or rejects) the payment this much later. */
const SETTLEMENT_DELAY_S = 20;

const params = new URLSearchParams(window.location.search);
const paymentId = params.get('payment') ?? '';
const amount = params.get('amount') ?? '0';
const method: Method = params.get('method') === 'BIND_SIMPLE' ? 'BIND_SIMPLE' : 'LINK_PEI';
const secret = params.get('secret') ?? '';
const result = params.get('result') as Result | null;
let leaving = false;

/**
 * The app this gateway works for: the configured one (or this origin, when the gateway is
 * served beside the app). The endpoint's `app` parameter is never trusted: taken from the
 * URL, it would send the payment's secret, the messages and the cardholder to any origin.
 */
const appOrigin = config.demoAppOrigin || window.location.origin;

/** Always to the app's origin by name: never '*'. */
function tell(intent: string): void {
  if (method !== 'LINK_PEI' || !window.opener) return;
  (window.opener as Window).postMessage({ intent, payment: paymentId }, appOrigin);
}

/** Through the app's notification page, then on to `next`; settled `afterSeconds` later if given. */
function notifyAndGo(
  status: 'Acreditado' | 'Rechazado' | 'Cancelado',
  next: string,
  afterSeconds = 0,
): void {
  leaving = true;
  const notify = new URL('/demo-gateway/notify/', appOrigin);
  notify.search = new URLSearchParams({
    payment: paymentId,
    secret,
    status,
    next,
    ...(afterSeconds > 0 && { after: String(afterSeconds) }),
  }).toString();
  window.location.assign(notify.href);
}

function backHereWith(outcome: Result): string {
  const url = new URL(window.location.href);
  url.searchParams.set('result', outcome);
  return url.href;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  className = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

function button(text: string, onClick: () => void, className = ''): HTMLButtonElement {
  const node = element('button', text, className);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

function renderForm(main: HTMLElement): void {
  const label = element('label', 'Número de tarjeta de débito');
  label.htmlFor = 'card-number';
  const input = element('input');
  input.id = 'card-number';
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
  const error = element('p', '', 'error');
  error.setAttribute('role', 'alert');
  const cardIsValid = () => {
    const ok = input.value.replace(/\D/g, '').length >= 12;
    error.textContent = ok ? '' : 'Ingresá el número de tu tarjeta de débito.';
    if (!ok) input.focus();
    return ok;
  };
  const appPage = (path: string) => new URL(path, appOrigin).href;
  const pay = () =>
    cardIsValid() &&
    notifyAndGo(
      'Acreditado',
      method === 'LINK_PEI' ? backHereWith('approved') : appPage('/payment/success'),
    );
  const reject = () =>
    cardIsValid() &&
    notifyAndGo(
      'Rechazado',
      method === 'LINK_PEI' ? backHereWith('rejected') : appPage('/payment/error'),
    );
  const cancel = () => notifyAndGo('Cancelado', backHereWith('cancelled'));
  // The form accepts the payment; the provider settles it later, as a real one may.
  const settleLater = (status: 'Acreditado' | 'Rechazado') => () =>
    cardIsValid() &&
    notifyAndGo(
      status,
      method === 'LINK_PEI' ? backHereWith('pending') : appPage('/payment/success'),
      SETTLEMENT_DELAY_S,
    );
  const actions = element('div', '', 'actions');
  actions.append(
    button('Pagar', pay),
    button('Simular rechazo', reject, 'secondary'),
    button('Cancelar', cancel, 'secondary'),
  );
  const later = element('fieldset', '', 'later');
  later.append(
    element('legend', 'Demo: el emisor decide después'),
    button(`Acreditar en ${SETTLEMENT_DELAY_S} s`, settleLater('Acreditado'), 'secondary'),
    button(`Rechazar en ${SETTLEMENT_DELAY_S} s`, settleLater('Rechazado'), 'secondary'),
  );
  main.append(label, input, error, actions, later);
}

function renderResult(main: HTMLElement, outcome: Result): void {
  const texts: Record<Result, string> = {
    approved: 'Pago aprobado.',
    rejected: 'El pago fue rechazado.',
    cancelled: 'Pago cancelado. Podés cerrar esta ventana.',
    pending: `Pago enviado. El emisor lo confirma en ${SETTLEMENT_DELAY_S} segundos.`,
  };
  main.append(element('p', texts[outcome], 'outcome'));
  if (outcome === 'cancelled') {
    // BIND's form says nothing: it just closes, once the provider was told.
    if (method === 'BIND_SIMPLE') window.close();
    tell('PAGO_CANCELADO');
    return;
  }
  // The form took the payment (approved, or to be settled later): the app hears it was made.
  tell(outcome === 'rejected' ? 'ERROR_EN_PAGO' : 'PAGO_REALIZADO');
  main.append(button('Continuar', () => tell('CONTINUAR')));
}

function render(): void {
  const main = element('main');
  main.append(
    element('h1', method === 'LINK_PEI' ? 'Pago con Red Link (demo)' : 'Pago con BIND (demo)'),
    element('p', 'Pasarela de pago de demostración: ningún pago es real.', 'demo-note'),
    element('p', formatMoney(amount), 'amount'),
  );
  document.body.append(main);
  if (result) renderResult(main, result);
  else {
    tell('CARGANDO_FORMULARIO');
    renderForm(main);
    // A real form takes a moment to load its parts.
    window.setTimeout(() => tell('FORMULARIO_CARGADO'), 300);
  }
}

// Closing the window, where the browser tells: not when it goes to the notification page.
window.addEventListener('pagehide', () => {
  if (leaving) return;
  // Closed before any outcome: the provider hears the attempt was cancelled. Once the form
  // gave one (this is its result page), closing the window changes nothing.
  if (!result && window.opener) {
    (window.opener as Window).postMessage(closedWindowMessage(paymentId, secret), appOrigin);
  }
  tell('VENTANA_CERRADA');
});

render();

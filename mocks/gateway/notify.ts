import { config } from '../../src/lib/config';
import { DEMO_DB_KEY } from '../demo-storage';
import {
  applyPaymentOutcome,
  type DemoData,
  type GatewayNotification,
  type GatewayOutcome,
} from '../payment-outcome';

/**
 * /demo-gateway/notify/ on the app's origin: stands in for the gateway's server notification
 * to the issuer. It records the outcome in the demo database (local storage, where the mock
 * API reads it) and sends the popup on to `next`: the gateway again, or a result page.
 */
const OUTCOMES: GatewayOutcome[] = ['Acreditado', 'Rechazado', 'Cancelado'];

/** Only back to the demo gateway or to this app: never an open redirect. */
function allowedNext(next: string | null): URL | null {
  if (!next) return null;
  try {
    const url = new URL(next, window.location.origin);
    const origins = [window.location.origin, config.demoGatewayOrigin || window.location.origin];
    return ['http:', 'https:'].includes(url.protocol) && origins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

function record(notification: GatewayNotification): void {
  const saved = JSON.parse(window.localStorage.getItem(DEMO_DB_KEY) ?? 'null') as {
    seededOn: string;
    data: DemoData;
  } | null;
  if (!saved) return;
  const data = applyPaymentOutcome(saved.data, notification);
  window.localStorage.setItem(DEMO_DB_KEY, JSON.stringify({ ...saved, data }));
}

const params = new URLSearchParams(window.location.search);
const paymentId = params.get('payment');
// Without the payment's secret (which only the gateway got) the notification changes nothing.
const secret = params.get('secret') ?? '';
const outcome = OUTCOMES.find((candidate) => candidate === params.get('status'));
// 'Acreditar en 20 s': the payment stays pending until then (an integer of seconds, or none).
const afterSeconds = /^\d{1,3}$/.test(params.get('after') ?? '') ? Number(params.get('after')) : 0;
const next = allowedNext(params.get('next'));

try {
  if (paymentId && outcome) record({ paymentId, secret, outcome, afterSeconds });
} catch {
  // Storage refused or corrupted (private browsing): the demo keeps its data as it was.
}
if (next) window.location.replace(next.href);
else document.body.textContent = 'Notificación registrada. Podés cerrar esta ventana.';

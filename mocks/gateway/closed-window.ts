import type { GatewayNotification } from '../payment-outcome';

/**
 * A gateway closed before any outcome cancels the attempt. A closing page cannot go to the
 * notify page, so it tells its opener, the app's window, where the mock API runs; with no
 * `intent`, the payment page does not take it for a message of the form.
 */
const CLOSED_WINDOW = 'autogestion-demo:gateway-closed';

interface ClosedWindowMessage {
  type: typeof CLOSED_WINDOW;
  payment: string;
  secret: string;
}

export function closedWindowMessage(paymentId: string, secret: string): ClosedWindowMessage {
  return { type: CLOSED_WINDOW, payment: paymentId, secret };
}

/** The notification a message stands for: from the gateway's origin, and well formed; or null. */
export function closedWindowNotification(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  gatewayOrigin: string,
): GatewayNotification | null {
  if (event.origin !== gatewayOrigin) return null;
  const data = event.data as Partial<ClosedWindowMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== CLOSED_WINDOW) return null;
  if (typeof data.payment !== 'string' || typeof data.secret !== 'string') return null;
  return { paymentId: data.payment, secret: data.secret, outcome: 'Cancelado' };
}

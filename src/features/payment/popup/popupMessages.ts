import { centsOf, type Cents } from '../../../lib/money';

/**
 * What a window message must be to count (quality.md, security 4): sent by the popup this
 * page opened, from the gateway's origin or the app's own, shaped `{ intent: 'NAME', ... }`.
 */
export interface MessageCheck {
  popup: Window | null;
  allowedOrigins: readonly string[];
}

const INTENT = /^[A-Z][A-Z_]{0,39}$/;

export function intentOf(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  check: MessageCheck,
): string | null {
  if (!check.popup || event.source !== check.popup) return null;
  if (!check.allowedOrigins.includes(event.origin)) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { intent } = data as { intent?: unknown };
  return typeof intent === 'string' && INTENT.test(intent) ? intent : null;
}

/** The app's own pages in the popup ask the opener to start again with this amount. */
export const RETRY_PAYMENT_MESSAGE = 'autogestion:retry-payment';

export interface RetryPaymentMessage {
  type: typeof RETRY_PAYMENT_MESSAGE;
  /** A message between windows is an edge: the amount travels as cents, read with centsOf. */
  amount: Cents | null;
}

export function retryRequestOf(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  check: { popup: Window | null; appOrigin: string },
): RetryPaymentMessage | null {
  if (!check.popup || event.source !== check.popup || event.origin !== check.appOrigin) return null;
  const data = event.data as Partial<RetryPaymentMessage> | null;
  if (!data || data.type !== RETRY_PAYMENT_MESSAGE) return null;
  return {
    type: RETRY_PAYMENT_MESSAGE,
    amount: centsOf(data.amount),
  };
}

import { BANK_REJECTION_DELAY_S } from '../src/features/demo';
import { creditPayment } from './account-figures';
import type { CardholderRecord, PaymentRecord, PaymentStatusName } from './records';

/** The saved mock database, as Mirage's db.dump() writes it. */
export interface DemoData {
  cardholders?: CardholderRecord[];
  payments?: PaymentRecord[];
  [collection: string]: unknown;
}

export type GatewayOutcome = Extract<PaymentStatusName, 'Acreditado' | 'Rechazado' | 'Cancelado'>;

export interface GatewayNotification {
  paymentId: string;
  /** The payment's secret, which only the gateway received (in its endpoint URL). */
  secret: string;
  outcome: GatewayOutcome;
  /**
   * Settle it this many seconds from now instead of at once (a provider that credits a
   * payment a moment later): the payment stays 'Pendiente' until then.
   */
  afterSeconds?: number;
}

/** The longest delay a notification may ask for: a demo is a few minutes long. */
const MAX_SETTLEMENT_DELAY_S = 600;

/**
 * How long the gateway's form stays valid: an attempt the gateway never settled is cancelled
 * this long after it was made, as a real gateway's session expires (the cardholder walked away).
 */
const ATTEMPT_EXPIRY_MINUTES = 30;

/** The payment takes its final status; a credited one lowers the balance and frees credit. */
function settle(data: DemoData, payment: PaymentRecord, outcome: GatewayOutcome): DemoData {
  const payments = (data.payments ?? []).map((candidate) =>
    candidate.id === payment.id ? { ...candidate, status_name: outcome } : candidate,
  );
  const cardholders = (data.cardholders ?? []).map((cardholder) =>
    outcome === 'Acreditado' && cardholder.id === payment.cardholderId
      ? creditPayment(cardholder, payment.amount)
      : cardholder,
  );
  return { ...data, payments, cardholders };
}

/**
 * What a gateway's server notification does to the issuer's data: the pending payment takes
 * its final status and, when credited, lowers the balance and frees available credit.
 * A payment the gateway already gave an outcome is left alone (a notification may arrive
 * twice, and a window closed after 'Pagar' must not cancel it), and so is one whose secret
 * the notification does not carry: ids are sequential, anyone can guess one.
 * A payment made under the scenario 'Pago rechazado por el banco' that the gateway accepts is
 * rejected by the bank a moment later, as a real one may be hours later.
 */
export function applyPaymentOutcome(
  data: DemoData,
  notification: GatewayNotification,
  now: Date = new Date(),
): DemoData {
  const { paymentId, secret } = notification;
  const payment = data.payments?.find((candidate) => candidate.id === paymentId);
  if (!payment || payment.status_name !== 'Pendiente' || payment.settles_as) return data;
  if (!payment.gateway_secret || payment.gateway_secret !== secret) return data;
  const bankRejects = payment.bank_rejects === true && notification.outcome === 'Acreditado';
  const outcome = bankRejects ? 'Rechazado' : notification.outcome;
  const afterSeconds = bankRejects
    ? Math.max(notification.afterSeconds ?? 0, BANK_REJECTION_DELAY_S)
    : (notification.afterSeconds ?? 0);
  if (afterSeconds > 0 && outcome !== 'Cancelado') {
    const delay = Math.min(afterSeconds, MAX_SETTLEMENT_DELAY_S) * 1000;
    const settlesAt = new Date(now.getTime() + delay).toISOString();
    return {
      ...data,
      payments: (data.payments ?? []).map((candidate) =>
        candidate.id === paymentId
          ? { ...candidate, settles_as: outcome, settles_at: settlesAt }
          : candidate,
      ),
    };
  }
  return settle(data, payment, outcome);
}

/** Given to the gateway, never settled by it, and made at least ATTEMPT_EXPIRY_MINUTES ago. */
function hasExpired(payment: PaymentRecord, now: Date): boolean {
  const expiresAt = Date.parse(payment.created_at) + ATTEMPT_EXPIRY_MINUTES * 60_000;
  return payment.gateway_secret !== undefined && expiresAt <= now.getTime();
}

/**
 * Payments whose announced settlement time has passed take their status, and attempts left
 * open at the gateway expire to 'Cancelado' (the mock API runs this before answering). The
 * same data, untouched, when nothing is due.
 */
export function settleDuePayments(data: DemoData, now: Date = new Date()): DemoData {
  const pending = (data.payments ?? []).filter((payment) => payment.status_name === 'Pendiente');
  return pending.reduce((settled, payment) => {
    if (payment.settles_as === undefined || payment.settles_at === undefined) {
      return hasExpired(payment, now) ? settle(settled, payment, 'Cancelado') : settled;
    }
    return Date.parse(payment.settles_at) <= now.getTime()
      ? settle(settled, payment, payment.settles_as)
      : settled;
  }, data);
}

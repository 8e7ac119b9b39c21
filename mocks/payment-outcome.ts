import type { CardholderRecord, PaymentRecord, PaymentStatusName } from './records';

/** The saved mock database, as Mirage's db.dump() writes it. */
export interface DemoData {
  cardholders?: CardholderRecord[];
  payments?: PaymentRecord[];
  [collection: string]: unknown;
}

export type GatewayOutcome = Extract<PaymentStatusName, 'Acreditado' | 'Rechazado' | 'Cancelado'>;

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export interface GatewayNotification {
  paymentId: string;
  /** The payment's secret, which only the gateway received (in its endpoint URL). */
  secret: string;
  outcome: GatewayOutcome;
}

/**
 * What a gateway's server notification does to the issuer's data: the pending payment takes
 * its final status and, when credited, lowers the balance and frees available credit.
 * A payment that is no longer pending is left alone (a notification may arrive twice), and so
 * is one whose secret the notification does not carry: ids are sequential, anyone can guess one.
 */
export function applyPaymentOutcome(
  data: DemoData,
  { paymentId, secret, outcome }: GatewayNotification,
): DemoData {
  const payment = data.payments?.find((candidate) => candidate.id === paymentId);
  if (!payment || payment.status_name !== 'Pendiente') return data;
  if (!payment.gateway_secret || payment.gateway_secret !== secret) return data;
  const payments = (data.payments ?? []).map((candidate) =>
    candidate.id === paymentId ? { ...candidate, status_name: outcome } : candidate,
  );
  const cardholders = (data.cardholders ?? []).map((cardholder) =>
    outcome === 'Acreditado' && cardholder.id === payment.cardholderId
      ? {
          ...cardholder,
          balance: roundCents(cardholder.balance - payment.amount),
          available: roundCents(cardholder.available + payment.amount),
          minimum_payment: Math.max(0, roundCents(cardholder.minimum_payment - payment.amount)),
        }
      : cardholder,
  );
  return { ...data, payments, cardholders };
}

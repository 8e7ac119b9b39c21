import type { CardholderRecord, PaymentRecord } from './records';

/**
 * The one rule that keeps a demo cardholder's figures adding up: a payment credited after the
 * statement closed lowers today's balance and what is left of the minimum payment, and frees
 * as much credit for purchases. The seeded payments go through it as a new one does.
 */

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

type Figures = Pick<CardholderRecord, 'balance' | 'available' | 'minimum_payment'>;

export function creditPayment<T extends Figures>(cardholder: T, amount: number): T {
  return {
    ...cardholder,
    balance: roundCents(cardholder.balance - amount),
    available: roundCents(cardholder.available + amount),
    minimum_payment: Math.max(0, roundCents(cardholder.minimum_payment - amount)),
  };
}

/** Made after the statement closed: not in it, it counts against today's figures. */
export function isAfterClosing(payment: Pick<PaymentRecord, 'created_at'>, closedAt: string) {
  return Date.parse(payment.created_at) > Date.parse(closedAt);
}

/** The credited payments made since the statement closed, oldest first. */
export function paymentsSinceClosing(
  cardholder: Pick<CardholderRecord, 'closed_at'>,
  payments: PaymentRecord[],
): PaymentRecord[] {
  return payments
    .filter(
      (payment) =>
        payment.status_name === 'Acreditado' && isAfterClosing(payment, cardholder.closed_at),
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

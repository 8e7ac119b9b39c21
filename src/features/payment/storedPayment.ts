import { isRecord } from '../../lib/is-record';
import { centsOf, type Cents } from '../../lib/money';
import type { PaidPayment, PaymentState, TrackedPayment } from './paymentSlice';

/**
 * The payment slice as local storage gives it back (a reload, another tab's write): each part
 * kept only when it is what the slice writes, so that a hand-edited or corrupted value starts
 * afresh instead of offering a wrong amount. A notice is told once: storage never gives one.
 */

/** Above $ 99,999,999,999.99 no amount was ever written by this app. */
const MAX_STORED_CENTS = 10 ** 13;

function amountOf(value: unknown): Cents | null {
  const cents = centsOf(value);
  return cents !== null && cents > 0 && cents < MAX_STORED_CENTS ? cents : null;
}

function instantOf(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The parts every stored payment has: its amount, when it started, and its id if known. */
function paymentOf(value: unknown) {
  if (!isRecord(value)) return null;
  const amount = amountOf(value.amount);
  const startedAt = instantOf(value.startedAt);
  if (amount === null || !startedAt) return null;
  const id = textOf(value.id);
  return { value, payment: { amount, startedAt, ...(id && { id }) } };
}

function restoreTracked(stored: unknown): TrackedPayment | null {
  const read = paymentOf(stored);
  const startedBy = read && textOf(read.value.startedBy);
  if (!read || !startedBy) return null;
  const gateway = textOf(read.value.gateway);
  const endedAt = instantOf(read.value.endedAt);
  return {
    ...read.payment,
    startedBy,
    ...(gateway && { gateway }),
    ...(endedAt && { endedAt }),
  };
}

function restorePaid(stored: unknown): PaidPayment | null {
  const read = paymentOf(stored);
  const at = read && instantOf(read.value.at);
  return read && at ? { ...read.payment, at } : null;
}

export function restorePayment(stored: Record<string, unknown>): PaymentState {
  return {
    amount: amountOf(stored.amount),
    tracked: restoreTracked(stored.tracked),
    lastPaid: restorePaid(stored.lastPaid),
    notice: null,
  };
}

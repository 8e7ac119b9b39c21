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

function storedCents(value: unknown): Cents | null {
  const cents = centsOf(value);
  return cents !== null && cents > 0 && cents < MAX_STORED_CENTS ? cents : null;
}

function storedInstant(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

function storedText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The parts every stored payment has: its amount, when it started, and its id if known. */
function paymentOf(value: unknown) {
  if (!isRecord(value)) return null;
  const amount = storedCents(value.amount);
  const startedAt = storedInstant(value.startedAt);
  if (amount === null || !startedAt) return null;
  const id = storedText(value.id);
  return { value, payment: { amount, startedAt, ...(id && { id }) } };
}

function restoreTracked(stored: unknown): TrackedPayment | null {
  const read = paymentOf(stored);
  const startedBy = read && storedText(read.value.startedBy);
  if (!read || !startedBy) return null;
  const gateway = storedText(read.value.gateway);
  const endedAt = storedInstant(read.value.endedAt);
  return {
    ...read.payment,
    startedBy,
    ...(gateway && { gateway }),
    ...(endedAt && { endedAt }),
  };
}

function restorePaid(stored: unknown): PaidPayment | null {
  const read = paymentOf(stored);
  const at = read && storedInstant(read.value.at);
  return read && at ? { ...read.payment, at } : null;
}

export function restorePayment(stored: Record<string, unknown>): PaymentState {
  return {
    amount: storedCents(stored.amount),
    tracked: restoreTracked(stored.tracked),
    lastPaid: restorePaid(stored.lastPaid),
    notice: null,
  };
}

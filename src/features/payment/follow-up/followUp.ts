import type { Cents } from '../../../lib/money';
import type { PaidPayment, TrackedPayment } from '../paymentSlice';

/**
 * Following a payment until the provider settles it: which row of payments/ it is,
 * what its status means, how often to ask and for how long. Pure, apart from the page id.
 */

/** This page load. A payment started by another one (a reload, another tab) has no popup here. */
export const THIS_PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** After this, a payment that never ended is forgotten: the gateway's form has long expired. */
const TRACKING_LIMIT_MS = 30 * 60_000;
/** How long payments/ is asked again after the flow ends: at most 10 minutes. */
const FOLLOW_UP_LIMIT_MS = 10 * 60_000;
/** An old `?amount=` equal to a payment made within this time asks before paying it again. */
const REPEAT_GUARD_MS = 24 * 60 * 60_000;

/**
 * How long to wait before asking again, backing off as time passes: every 5 s in the first
 * minute (a LINK payment is usually credited within it), then 10 s, then 30 s; null (stop)
 * after the limit.
 */
export function followUpDelay(elapsedMs: number): number | null {
  if (elapsedMs < 60_000) return 5_000;
  if (elapsedMs < 3 * 60_000) return 10_000;
  if (elapsedMs < FOLLOW_UP_LIMIT_MS) return 30_000;
  return null;
}

/** Since when the payment is followed: the flow's end, or its start when another page ran it. */
export function followedSince(tracked: TrackedPayment): number {
  return Date.parse(tracked.endedAt ?? tracked.startedAt);
}

/**
 * Did the provider answer its creation (with its gateway, perhaps an id)? Before, payments/
 * cannot list it, and the newest row of its amount is an earlier attempt (one cancelled a
 * moment ago), whose status must never be taken for this payment's.
 */
export function wasCreated(payment: Pick<TrackedPayment, 'amount' | 'id' | 'gateway'>): boolean {
  return payment.gateway !== undefined || payment.id !== undefined;
}

/**
 * Is payments/ to be asked about it now? Once its flow ended; before, only by another page
 * load (a reload, a tab: its popup tells this one nothing), once the provider created it.
 */
export function isFollowed(tracked: TrackedPayment, pageLoad = THIS_PAGE_LOAD): boolean {
  if (tracked.endedAt !== undefined) return true;
  return tracked.startedBy !== pageLoad && wasCreated(tracked);
}

/** When following it stops: 10 minutes after its flow ended, 30 after it started at most. */
export function followUpDeadline(tracked: TrackedPayment): number {
  const started = Date.parse(tracked.startedAt) + TRACKING_LIMIT_MS;
  return tracked.endedAt === undefined
    ? started
    : Math.min(started, Date.parse(tracked.endedAt) + FOLLOW_UP_LIMIT_MS);
}

/**
 * Does this `?amount=` repeat a payment made a moment ago (the browser's Back to an old
 * /payment)? Then the page asks before offering to pay it again.
 */
export function repeatsLastPayment(
  prefill: Cents | null,
  lastPaid: PaidPayment | null,
  now: number,
): boolean {
  return (
    lastPaid !== null &&
    prefill === lastPaid.amount &&
    now - Date.parse(lastPaid.at) < REPEAT_GUARD_MS
  );
}

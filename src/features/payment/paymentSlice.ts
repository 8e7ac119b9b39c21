import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSwitched } from '../../services/events';
import { isRecord } from '../../lib/is-record';
import { plainDecimalCents } from '../../lib/money';
import type { Settlement } from '../../services/paymentStatus';

/**
 * A payment started and not yet settled by the provider: remembered (in local storage, with
 * the rest of this slice) so that a reload, the browser's Back or another tab never offers a
 * second payment of it without asking first.
 */
export interface TrackedPayment {
  /** An exact decimal string such as '84350.75'. */
  amount: string;
  /** ISO 8601: when Continuar opened the popup. */
  startedAt: string;
  /** The page load that runs its popup; any other (a reload, another tab) only follows it. */
  startedBy: string;
  /** The provider's id of the payment, when its answer gave one (the spec does not name it). */
  id?: string;
  /** ISO 8601: when the popup's flow ended without a 'no' (paid, or not known): followed since. */
  endedAt?: string;
}

/** The last payment seen paid (by its popup, or credited): an old `?amount=` must not repeat it. */
export interface PaidPayment extends Pick<TrackedPayment, 'amount' | 'startedAt' | 'id'> {
  /** ISO 8601: when it was seen paid. */
  at: string;
}

/** What the follow-up found out, told once (never restored from storage). */
export interface SettlementNotice {
  amount: string;
  settlement: Exclude<Settlement, 'pending'>;
  /** The provider's own name for the status. */
  statusName: string;
  /** ISO 8601: when it was found out. */
  at: string;
}

export interface PaymentState {
  /** The amount the cardholder is about to pay, kept so the success page can show it. */
  amount: string | null;
  tracked: TrackedPayment | null;
  lastPaid: PaidPayment | null;
  notice: SettlementNotice | null;
}

/** Did the popup's flow end with a payment? 'unknown': the page left before it said. */
export type FlowResult = 'paid' | 'notPaid' | 'unknown';

function paidPayment({ amount, startedAt, id }: TrackedPayment, at: string): PaidPayment {
  return { amount, startedAt, ...(id && { id }), at };
}

const initialState: PaymentState = { amount: null, tracked: null, lastPaid: null, notice: null };

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    /** Continuar opened the popup: the payment call is on its way. */
    paymentStarted(state, action: PayloadAction<Omit<TrackedPayment, 'id' | 'endedAt'>>) {
      state.amount = action.payload.amount;
      state.tracked = { ...action.payload };
    },
    /** The provider created it; its id (if it gave one) tells it apart in payments/. */
    paymentCreated(state, action: PayloadAction<{ startedAt: string; id?: string }>) {
      const { startedAt, id } = action.payload;
      if (id && state.tracked?.startedAt === startedAt) state.tracked.id = id;
    },
    /** The popup's flow of the payment started at `startedAt` is over (or its page left it). */
    paymentFlowEnded(
      state,
      action: PayloadAction<{ startedAt: string; result: FlowResult; at: string }>,
    ) {
      const { tracked } = state;
      const { startedAt, result, at } = action.payload;
      // Another payment (started since, in another tab) is not this flow's to end.
      if (!tracked || tracked.startedAt !== startedAt || tracked.endedAt) return;
      if (result === 'notPaid') {
        state.tracked = null;
        return;
      }
      tracked.endedAt = at;
      if (result === 'paid') state.lastPaid = paidPayment(tracked, at);
    },
    /** The provider says it is no longer pending: credited, or not (rejected, cancelled...). */
    paymentSettled(
      state,
      action: PayloadAction<{
        startedAt: string;
        settlement: Exclude<Settlement, 'pending'>;
        statusName: string;
        at: string;
      }>,
    ) {
      const { tracked, lastPaid } = state;
      const { startedAt, settlement, statusName, at } = action.payload;
      if (tracked?.startedAt !== startedAt) return;
      if (settlement === 'credited') state.lastPaid = paidPayment(tracked, at);
      // Not paid after all: paying the same sum again is what the cardholder may need now.
      else if (lastPaid?.startedAt === tracked.startedAt) state.lastPaid = null;
      state.tracked = null;
      state.notice = { amount: tracked.amount, settlement, statusName, at };
    },
    settlementNoticeDismissed(state) {
      state.notice = null;
    },
    /** Followed for as long as it is worth it: the list still shows it, this stops asking. */
    paymentFollowUpExpired(state, action: PayloadAction<{ startedAt: string }>) {
      if (state.tracked?.startedAt === action.payload.startedAt) state.tracked = null;
    },
    /** Another tab changed what is stored: this tab takes it as it is. */
    paymentSyncedFromOtherTab(state, action: PayloadAction<PaymentState>) {
      // This tab's notice stays (storage never gives one back).
      const synced = { ...action.payload, notice: state.notice };
      // Equal: keep this state as it is, so that nothing is written back (no ping-pong).
      return JSON.stringify(synced) === JSON.stringify(state) ? state : synced;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(sessionSwitched, () => initialState);
  },
  selectors: {
    selectSavedAmount: (state) => state.amount,
    selectTrackedPayment: (state) => state.tracked,
    selectLastPaid: (state) => state.lastPaid,
    selectSettlementNotice: (state) => state.notice,
  },
});

export const {
  paymentCreated,
  paymentFlowEnded,
  paymentFollowUpExpired,
  paymentSettled,
  paymentStarted,
  paymentSyncedFromOtherTab,
  settlementNoticeDismissed,
} = paymentSlice.actions;
export const { selectSavedAmount, selectTrackedPayment, selectLastPaid, selectSettlementNotice } =
  paymentSlice.selectors;

/** An amount as this slice writes it ('84350.75'), of at most 11 whole digits. */
function amountOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.endsWith('.')) return null;
  const cents = plainDecimalCents(value);
  return cents !== null && cents < 10n ** 13n ? value : null;
}

function instantOf(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

function restoreTracked(value: unknown): TrackedPayment | null {
  if (!isRecord(value)) return null;
  const amount = amountOf(value.amount);
  const startedAt = instantOf(value.startedAt);
  const startedBy = textOf(value.startedBy);
  if (!amount || !startedAt || !startedBy) return null;
  const id = textOf(value.id);
  const endedAt = instantOf(value.endedAt);
  return {
    amount,
    startedAt,
    startedBy,
    ...(id && { id }),
    ...(endedAt && { endedAt }),
  };
}

function restorePaid(value: unknown): PaidPayment | null {
  if (!isRecord(value)) return null;
  const amount = amountOf(value.amount);
  const startedAt = instantOf(value.startedAt);
  const at = instantOf(value.at);
  const id = textOf(value.id);
  return amount && startedAt && at ? { amount, startedAt, ...(id && { id }), at } : null;
}

/**
 * What storage gave back, each part kept only when it is what this slice writes. A notice is
 * told once: a reload does not tell it again.
 */
export function restorePayment(stored: Record<string, unknown>): PaymentState {
  return {
    amount: amountOf(stored.amount),
    tracked: restoreTracked(stored.tracked),
    lastPaid: restorePaid(stored.lastPaid),
    notice: null,
  };
}

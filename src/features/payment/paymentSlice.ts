import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSwitched } from '../../services/events';
import type { Cents } from '../../lib/money';
import type { Settlement } from '../../services/paymentStatus';

/**
 * What must outlive the page (local storage, shared by tabs): the amount about to be paid, the
 * payment in progress and the last one paid, so that a reload, Back or another tab never offers
 * a second payment without asking. The rest lives in page/paymentPageMachine.ts.
 */
export interface TrackedPayment {
  amount: Cents;
  /** ISO 8601: when Continuar opened the popup. */
  startedAt: string;
  /** The page load that runs its popup; any other (a reload, another tab) only follows it. */
  startedBy: string;
  /** The provider's id of the payment, when its answer gave one (the spec does not name it). */
  id?: string;
  /** The origin of its gateway's form: a reloaded page knows the popup's messages by it. */
  gateway?: string;
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
  amount: Cents;
  startedAt: string;
  settlement: Exclude<Settlement, 'pending'>;
  /** The provider's own name for the status. */
  statusName: string;
}

export interface PaymentState {
  /** The amount the cardholder is about to pay, kept so the success page can show it. */
  amount: Cents | null;
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
    paymentStarted(
      state,
      action: PayloadAction<Pick<TrackedPayment, 'amount' | 'startedAt' | 'startedBy'>>,
    ) {
      state.amount = action.payload.amount;
      state.tracked = { ...action.payload };
    },
    /** The provider created it: its id tells it apart in payments/, its gateway's origin its messages. */
    paymentCreated(
      state,
      action: PayloadAction<{ startedAt: string; id?: string; gateway: string }>,
    ) {
      const { startedAt, id, gateway } = action.payload;
      if (state.tracked?.startedAt !== startedAt) return;
      state.tracked.gateway = gateway;
      if (id) state.tracked.id = id;
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
        /** Its standing's row says it is on the card (paymentStatus.ts). */
        credited: boolean;
        statusName: string;
        at: string;
      }>,
    ) {
      const { tracked, lastPaid } = state;
      const { startedAt, settlement, credited, statusName, at } = action.payload;
      if (tracked?.startedAt !== startedAt) return;
      if (credited) state.lastPaid = paidPayment(tracked, at);
      // Not paid after all: paying the same sum again is what the cardholder may need now.
      else if (lastPaid?.startedAt === tracked.startedAt) state.lastPaid = null;
      state.tracked = null;
      state.notice = { amount: tracked.amount, startedAt, settlement, statusName };
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

import { formatCents, type Cents } from '../../../lib/money';
import { standingRow } from '../../../services/paymentStatus';
import { paymentCopy as copy } from '../copy';
import type { DialogKind, Listed, PaymentPageState } from './paymentPageState';

/**
 * What the payment page shows, derived from its machine's state and nothing else: the heading,
 * the amount, the status line (the spec's monitor texts), the payment's own status from
 * payments/, one sentence of what happened and what to do, the actions and the dialog.
 */
export type PaymentAction =
  'goToForm' | 'retry' | 'payAgain' | 'backHome' | 'otherWaysToPay' | 'payAnother' | 'receipt';

export interface SettlementView {
  /** The provider's status name for the badge, or null with `note` saying why there is none. */
  statusName: string | null;
  /** The gateway told this app it was paid: a 'Pendiente' reads as received, not 'En proceso'. */
  receivedHere: boolean;
  note: string | null;
}

export interface PaymentView {
  heading: string;
  /** The amount form, while the cardholder chooses it (waiting: the payment call is on its way). */
  form: {
    prefill: Cents | null;
    waiting: boolean;
    popupBlocked: boolean;
    focusField: boolean;
    /** The gateway rejected the last attempt: the form says so above it. */
    lastRejected: boolean;
  } | null;
  amount: Cents | null;
  statusLine: string | null;
  settlement: SettlementView | null;
  /**
   * Its proof (operation number, date and time) once payments/ lists it: for a payment made or
   * under way only. One not made has nothing to prove, and its proof, arriving after the
   * page, would push the ways forward from under the cardholder's finger.
   */
  proof: boolean;
  explanation: string | null;
  /** Advice under the explanation, in small print. */
  advice: string | null;
  actions: PaymentAction[];
  dialog: DialogKind | null;
  /** The dialog's body where it is not the copy's own: the provider's words for its refusal. */
  dialogBody: string | null;
}

/** Whether payments/ could be asked about the payment: its query's state. */
export interface Listing {
  failed: boolean;
}

const NOT_PAID_ACTIONS: PaymentAction[] = ['retry', 'backHome', 'otherWaysToPay'];
const GUARD_ACTIONS: PaymentAction[] = ['backHome', 'payAnother'];

const noView = {
  form: null,
  amount: null,
  statusLine: null,
  settlement: null,
  proof: false,
  explanation: null,
  advice: null,
  actions: [],
  dialog: null,
  dialogBody: null,
} satisfies Omit<PaymentView, 'heading'>;

function settlementView(
  listed: Listed,
  listing: Listing,
  receivedHere: boolean,
  assumed?: string,
): SettlementView {
  const statusName = listed ?? assumed ?? null;
  if (statusName === null) {
    const note =
      listed === null
        ? copy.settlement.unlisted
        : listing.failed
          ? copy.settlement.failed
          : copy.settlement.loading;
    return { statusName, receivedHere, note };
  }
  const row = standingRow(statusName, receivedHere);
  const note = !row.settled ? row.nextStep : row.credited ? copy.settlement.credited : null;
  return { statusName, receivedHere, note };
}

/** A receipt proves a payment made: offered once payments/ lists it credited. */
const isCredited = (listed: Listed) => !!listed && standingRow(listed).credited;

/** A payment believed paid that the provider did not credit after all (rejected, cancelled...). */
function notSettledView(amount: Cents, statusName: string): PaymentView {
  const rejected = standingRow(statusName).refused;
  return {
    ...noView,
    heading: rejected ? copy.headingRejected : copy.headingNotPaid,
    amount,
    settlement: { statusName, receivedHere: false, note: null },
    proof: true,
    explanation: rejected
      ? copy.ends.rejected(formatCents(amount))
      : copy.ends.notSettled(formatCents(amount), statusName),
    actions: ['payAgain', 'otherWaysToPay', 'backHome'],
  };
}

const isNotSettled = (listed: Listed): listed is string =>
  !!listed && standingRow(listed).settled && !standingRow(listed).credited;

export function selectPaymentView(state: PaymentPageState, listing: Listing): PaymentView {
  switch (state.step) {
    case 'amount':
    case 'opening': {
      const waiting = state.step === 'opening';
      const prefill = waiting ? state.payment.amount : state.prefill;
      const blocked = !waiting && state.popupBlocked;
      const focusField = !waiting && state.focusField;
      const lastRejected = !waiting && state.lastRejected;
      return {
        ...noView,
        heading: copy.headingAmount,
        form: { prefill, waiting, popupBlocked: blocked, focusField, lastRejected },
      };
    }
    case 'paying': {
      const paid = state.progress.heard === 'paid';
      return {
        ...noView,
        heading: paid ? copy.headingPaid : copy.headingPaying,
        amount: state.payment.amount,
        statusLine: state.progress.message,
        actions: paid ? ['goToForm', 'backHome'] : ['goToForm'],
      };
    }
    case 'following': {
      const { amount } = state.payment;
      if (isNotSettled(state.listed)) return notSettledView(amount, state.listed);
      return guardView('inProgress', amount, state.listed, listing);
    }
    case 'ended':
      return endedView(state, listing);
    default:
      return state satisfies never;
  }
}

function endedView(
  state: Extract<PaymentPageState, { step: 'ended' }>,
  listing: Listing,
): PaymentView {
  const { amount } = state.payment;
  const { ending, dialog } = state;
  const paidHere = ending === 'paid' || ending === 'bindDone';
  if (
    (paidHere || ending === 'paidElsewhere' || ending === 'notPaidElsewhere') &&
    isNotSettled(state.listed)
  ) {
    // A dialog that says paid (LINK's '¡Pago exitoso!', BIND's assumed 'Pago realizado') is not
    // said once payments/ says otherwise: the provider's word is the later one.
    const told = dialog === 'success' || dialog === 'bindDone' ? null : dialog;
    return { ...notSettledView(amount, state.listed), dialog: told };
  }
  if (paidHere) {
    // BIND's closed popup is assumed paid: said once payments/ had its say (or could not).
    const waitsForPayments =
      dialog === 'bindDone' && !state.received && state.listed === undefined && !listing.failed;
    return {
      ...noView,
      heading: copy.headingPaid,
      amount,
      statusLine: state.message,
      // Paid, or assumed paid (BIND): pending until payments/ says otherwise.
      settlement: settlementView(state.listed, listing, state.received, copy.settlement.assumed),
      proof: true,
      actions: isCredited(state.listed) ? ['backHome', 'receipt'] : ['backHome'],
      dialog: waitsForPayments ? null : dialog,
    };
  }
  if (ending === 'paidElsewhere') return guardView('alreadyPaid', amount, state.listed, listing);
  if (ending === 'providerRefused') {
    // Final: trying again cannot change it, so the ways left are the others.
    const refusal = state.refusal ?? null;
    return {
      ...noView,
      heading: copy.headingNotPaid,
      amount,
      explanation: refusal,
      actions: ['otherWaysToPay', 'backHome'],
      dialog,
      dialogBody: refusal,
    };
  }
  return {
    ...noView,
    heading: ending === 'cancelled' ? copy.headingCancelled : copy.headingNotPaid,
    amount,
    statusLine: state.message,
    explanation: copy.ends[ending],
    actions: NOT_PAID_ACTIONS,
    dialog,
  };
}

/**
 * One payment at a time: instead of the form, the payment in progress (another page load runs
 * it) or the one just paid, with its status, and a second payment only once confirmed.
 */
function guardView(
  kind: 'inProgress' | 'alreadyPaid',
  amount: Cents,
  listed: Listed,
  listing: Listing,
): PaymentView {
  const inProgress = kind === 'inProgress';
  const money = formatCents(amount);
  return {
    ...noView,
    heading: inProgress ? copy.inProgress.title : copy.inProgress.alreadyPaidTitle,
    amount,
    // Another page load runs it: only a payment seen paid is known to be received.
    settlement: settlementView(listed, listing, !inProgress),
    proof: true,
    explanation: inProgress ? copy.inProgress.body(money) : copy.inProgress.alreadyPaidBody(money),
    advice: inProgress ? copy.inProgress.advice : null,
    actions: isCredited(listed) ? [...GUARD_ACTIONS, 'receipt'] : GUARD_ACTIONS,
  };
}

/** The popup is still needed: the cardholder may be filling in the form. */
export function isPopupInUse(state: PaymentPageState): boolean {
  return state.step === 'opening' || state.step === 'paying';
}

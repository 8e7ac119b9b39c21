import type { PaidPayment, TrackedPayment } from '../paymentSlice';
import {
  bindMonitor,
  initialProgress,
  linkMonitor,
  type FlowEnd,
  type FormProgress,
  type MonitorEvent,
} from '../popup/monitors';
import {
  amountStep,
  pagePayment,
  paidElsewhere,
  runElsewhere,
  wasRejected,
  type DialogKind,
  type PaymentPageEvent,
  type PaymentPageState,
} from './paymentPageState';

/**
 * The payment page's one machine (its diagram: docs/payment-page.md#the-machine). Pure: the
 * page's hook feeds it events and carries out what its state asks (close the popup, tell the
 * slice); paymentPageView.ts says what shows.
 */

const DIALOG_OF_OWN_END: Record<FlowEnd, DialogKind | null> = {
  paid: 'success',
  bindDone: 'bindDone',
  refused: 'error',
  closed: 'closed',
  cancelled: null, // no error dialog after a cancellation (spec section 8)
};

/** The popup's monitor spoke: the flow goes on, or it ended (own flow, or one followed). */
function monitored(
  state: Extract<PaymentPageState, { step: 'paying' | 'following' }>,
  progress: FormProgress,
  event: MonitorEvent,
): PaymentPageState {
  const monitor =
    state.step === 'paying' && state.method === 'BIND_SIMPLE' ? bindMonitor : linkMonitor;
  const result = monitor(progress, event);
  if ('progress' in result) {
    if (result.progress === progress) return state;
    return { ...state, progress: result.progress };
  }
  const own = state.step === 'paying';
  // BIND's closed popup is assumed paid (spec section 4), but received only if its form
  // reached the success page: otherwise it is followed without being called received.
  const received =
    result.end === 'paid' || (result.end === 'bindDone' && progress.heard === 'paid');
  return {
    step: 'ended',
    payment: state.payment,
    ending: !own && result.end === 'paid' ? 'paidElsewhere' : result.end,
    message: result.message || null,
    dialog: own ? DIALOG_OF_OWN_END[result.end] : null,
    flowResult: received ? 'paid' : result.end === 'bindDone' ? 'unknown' : 'notPaid',
    received,
    listed: state.step === 'following' ? state.listed : undefined,
  };
}

/** What the slice says now of the payment another page load runs. */
function followed(
  state: Extract<PaymentPageState, { step: 'following' }>,
  tracked: TrackedPayment | null,
  lastPaid: PaidPayment | null,
): PaymentPageState {
  const { startedAt } = state.payment;
  if (lastPaid?.startedAt === startedAt) return paidElsewhere(state.payment, state.listed);
  if (tracked?.startedAt === startedAt) {
    // The provider's answer reached the page that runs it: its id and gateway come with it.
    const known = tracked.id === state.payment.id && tracked.gateway === state.payment.gateway;
    return known ? state : { ...state, payment: pagePayment(tracked) };
  }
  return {
    step: 'ended',
    payment: state.payment,
    ending: 'notPaidElsewhere',
    message: null,
    dialog: null,
    flowResult: null,
    received: false,
    listed: state.listed,
  };
}

export function paymentPage(state: PaymentPageState, event: PaymentPageEvent): PaymentPageState {
  switch (event.type) {
    case 'retried': {
      const amount = 'payment' in state ? state.payment.amount : state.prefill;
      return amountStep(amount, true, null, wasRejected(state));
    }
    case 'payAnotherConfirmed':
      if (state.step !== 'following' && state.step !== 'ended') return state;
      return amountStep(null, true, state.payment.startedAt);
    default:
      break;
  }
  switch (state.step) {
    case 'amount':
      if (event.type === 'continued') return { step: 'opening', payment: event.payment };
      if (event.type === 'popupBlocked') return { ...state, popupBlocked: true };
      if (event.type === 'storedChanged' && event.tracked) {
        // Another tab started a payment: this page shows it, unless paid beside on purpose.
        if (event.tracked.startedAt === state.besides) return state;
        return runElsewhere(event.tracked, event.lastPaid);
      }
      return state;
    case 'opening':
      if (event.type === 'paymentCreated') {
        const payment = pagePayment({ ...state.payment, id: event.id, gateway: event.gateway });
        // An absent payment_method is LINK_PEI (spec section 3).
        const method = event.method ?? 'LINK_PEI';
        return { step: 'paying', payment, method, progress: initialProgress };
      }
      if (event.type === 'creationFailed') {
        const ending = event.refusal === null ? 'notCreated' : 'providerRefused';
        return {
          step: 'ended',
          payment: state.payment,
          ending,
          message: null,
          dialog: ending,
          flowResult: 'notPaid',
          received: false,
          listed: undefined,
          ...(event.refusal !== null && { refusal: event.refusal }),
        };
      }
      return state;
    case 'paying':
      if (event.type === 'intentReceived' || event.type === 'popupChecked') {
        return monitored(state, state.progress, event);
      }
      return state;
    case 'following':
      if ((event.type === 'intentReceived' || event.type === 'popupChecked') && state.progress) {
        return monitored(state, state.progress, event);
      }
      if (event.type === 'popupAdopted' && !state.progress) {
        return { ...state, progress: initialProgress };
      }
      if (event.type === 'storedChanged') return followed(state, event.tracked, event.lastPaid);
      if (event.type === 'paymentListed' && event.statusName !== state.listed) {
        return { ...state, listed: event.statusName };
      }
      return state;
    case 'ended':
      if (event.type === 'dialogClosed' && state.dialog) return { ...state, dialog: null };
      if (event.type === 'storedChanged' && event.tracked) {
        // Another payment started since, in another tab: one at a time, this page shows it.
        const news = event.tracked.startedAt !== state.payment.startedAt;
        return news ? runElsewhere(event.tracked, event.lastPaid) : state;
      }
      if (event.type === 'paymentListed' && event.statusName !== state.listed) {
        return { ...state, listed: event.statusName };
      }
      return state;
    default:
      return state;
  }
}

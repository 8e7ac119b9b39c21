import { paymentCopy } from './copy';

/**
 * The payment monitors (spec section 4) as pure state machines: events in, state out, no
 * DOM. usePaymentPopup feeds them what the popup and the window do.
 */
type PaymentOutcome = 'none' | 'success' | 'error' | 'cancelled';
/** Which dialog ends the payment, if any (the PaymentDialog component shows it). */
export type PaymentDialogKind = 'success' | 'error' | 'closed' | 'bindDone' | null;

export interface MonitorState {
  /** The status line, announced to screen readers. */
  message: string;
  outcome: PaymentOutcome;
  dialog: PaymentDialogKind;
  /** The flow is over: the popup is to be closed and no event changes anything. */
  finished: boolean;
}

export type MonitorEvent =
  /** A well-formed message from the popup (LINK_PEI only). */
  | { type: 'intentReceived'; intent: string }
  /** The window regained focus or became visible; is the popup still open? */
  | { type: 'popupChecked'; popupClosed: boolean };

export const initialMonitorState: MonitorState = {
  message: paymentCopy.status.starting,
  outcome: 'none',
  dialog: null,
  finished: false,
};

/**
 * The dialog that closes a LINK payment, from what the form said before. With no outcome:
 * CONTINUAR shows the error dialog (success or error, spec section 4), a closed popup the
 * 'closed' one.
 */
function closingDialog(
  outcome: PaymentOutcome,
  withoutOutcome: PaymentDialogKind = 'closed',
): PaymentDialogKind {
  if (outcome === 'success') return 'success';
  if (outcome === 'cancelled') return null; // no error dialog after a cancellation (spec 8)
  return outcome === 'error' ? 'error' : withoutOutcome;
}

function finish(
  state: MonitorState,
  dialog: PaymentDialogKind,
  message = state.message,
): MonitorState {
  return { ...state, message, dialog, finished: true };
}

/** LINK_PEI (and an absent payment_method): the popup tells what happens. */
export function linkMonitor(state: MonitorState, event: MonitorEvent): MonitorState {
  if (state.finished) return state;
  const { status } = paymentCopy;
  if (event.type === 'popupChecked') {
    if (!event.popupClosed) return state;
    if (state.outcome === 'none') return finish(state, 'closed', status.closed);
    return finish(state, closingDialog(state.outcome));
  }
  switch (event.intent) {
    case 'CARGANDO_FORMULARIO':
      return { ...state, message: status.loadingForm };
    case 'FORMULARIO_CARGADO':
      return { ...state, message: status.formLoaded };
    case 'PAGO_REALIZADO':
      return { ...state, message: status.paid, outcome: 'success' };
    case 'ERROR':
    case 'ERROR_EN_PAGO':
      return { ...state, message: status.paymentError, outcome: 'error' };
    case 'PAGO_CANCELADO':
      return { ...state, message: status.cancelled, outcome: 'cancelled' };
    case 'VENTANA_CERRADA':
      return state.outcome === 'none'
        ? finish(state, 'closed', status.closed)
        : finish(state, closingDialog(state.outcome));
    case 'CONTINUAR':
      return finish(state, closingDialog(state.outcome, 'error'));
    default:
      return initialMonitorState;
  }
}

/** BIND_SIMPLE: no messages; an open popup is a form being filled, a closed one a payment made. */
export function bindMonitor(state: MonitorState, event: MonitorEvent): MonitorState {
  if (state.finished || event.type !== 'popupChecked') return state;
  if (!event.popupClosed) return { ...state, message: paymentCopy.status.formLoaded };
  return finish({ ...state, outcome: 'success' }, 'bindDone', paymentCopy.status.bindDone);
}

import { paymentCopy } from '../copy';

/**
 * The payment monitors of spec section 4 as pure functions: what the popup's form has said so
 * far, and an event (a message from it, or a look at whether it is still open), give either
 * its progress or how its flow ended. No DOM: the payment page's hook feeds them.
 */

/** What the LINK form has said of the payment so far. */
type Heard = 'nothing' | 'paid' | 'refused';

export interface FormProgress {
  /** The spec's status line for it. */
  message: string;
  heard: Heard;
}

/** How the popup's flow ended: paid (LINK), assumed paid (BIND), or not paid, and why. */
export type FlowEnd = 'paid' | 'bindDone' | 'refused' | 'cancelled' | 'closed';

export type MonitorEvent =
  /** A well-formed message from the popup (LINK_PEI only). */
  | { type: 'intentReceived'; intent: string }
  /** The window regained focus or became visible: is the popup still open? */
  | { type: 'popupChecked'; popupClosed: boolean };

export type MonitorResult = { progress: FormProgress } | { end: FlowEnd; message: string };

const { status } = paymentCopy;

export const initialProgress: FormProgress = { message: status.starting, heard: 'nothing' };

/** Where the popup closed, or CONTINUAR came: the end follows from what the form said. */
function endOf(progress: FormProgress, withNothingHeard: 'closed' | 'refused'): MonitorResult {
  if (progress.heard === 'paid') return { end: 'paid', message: status.paid };
  if (progress.heard === 'refused') return { end: 'refused', message: status.paymentError };
  if (withNothingHeard === 'closed') return { end: 'closed', message: status.closed };
  return { end: 'refused', message: progress.message };
}

/**
 * Once the form said the payment was made, no later message of it undoes that: the money may
 * have moved, and offering to pay again could charge twice. Only payments/ can say it was not
 * paid after all. Until the form ends, the status line keeps saying so.
 */
function afterPaid(progress: FormProgress, intent: string): MonitorResult {
  if (intent === 'CONTINUAR' || intent === 'VENTANA_CERRADA' || intent === 'PAGO_CANCELADO') {
    return endOf(progress, 'closed');
  }
  return { progress };
}

/** LINK_PEI (and an absent payment_method): the popup tells what happens. */
export function linkMonitor(progress: FormProgress, event: MonitorEvent): MonitorResult {
  if (event.type === 'popupChecked') {
    return event.popupClosed ? endOf(progress, 'closed') : { progress };
  }
  if (progress.heard === 'paid') return afterPaid(progress, event.intent);
  switch (event.intent) {
    case 'CARGANDO_FORMULARIO':
      return { progress: { ...progress, message: status.loadingForm } };
    case 'FORMULARIO_CARGADO':
      return { progress: { ...progress, message: status.formLoaded } };
    case 'PAGO_REALIZADO':
      return { progress: { message: status.paid, heard: 'paid' } };
    case 'ERROR':
    case 'ERROR_EN_PAGO':
      return { progress: { message: status.paymentError, heard: 'refused' } };
    // Cancelled in the form: the popup has nothing left to offer, the flow is over.
    case 'PAGO_CANCELADO':
      return { end: 'cancelled', message: status.cancelled };
    case 'VENTANA_CERRADA':
      return endOf(progress, 'closed');
    // With nothing heard, CONTINUAR ends in the error dialog (success or error, spec section 4).
    case 'CONTINUAR':
      return endOf(progress, 'refused');
    default:
      return { progress: initialProgress };
  }
}

/**
 * BIND_SIMPLE: the gateway sends no messages; an open popup is a form being filled, a closed
 * one a payment assumed made. The app's own result pages, where BIND sends its outcome, tell
 * their opener: /payment/success PAGO_REALIZADO (received), /payment/error ERROR_EN_PAGO (the
 * closed popup is then a rejection, never assumed paid).
 */
export function bindMonitor(progress: FormProgress, event: MonitorEvent): MonitorResult {
  if (event.type === 'intentReceived') {
    if (progress.heard === 'paid') return { progress };
    if (event.intent === 'PAGO_REALIZADO')
      return { progress: { message: status.paid, heard: 'paid' } };
    if (event.intent === 'ERROR_EN_PAGO' && progress.heard !== 'refused') {
      return { progress: { message: status.paymentError, heard: 'refused' } };
    }
    return { progress };
  }
  if (!event.popupClosed) {
    return progress.heard === 'nothing'
      ? { progress: { ...progress, message: status.formLoaded } }
      : { progress };
  }
  if (progress.heard === 'refused') return { end: 'refused', message: status.paymentError };
  return { end: 'bindDone', message: status.bindDone };
}

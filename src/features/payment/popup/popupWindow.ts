import type { Cents } from '../../../lib/money';
import { paths, paymentPath } from '../../../lib/paths';
import { loadPage } from '../../../lib/page-load';
import { RETRY_PAYMENT_MESSAGE, type RetryPaymentMessage } from './popupMessages';

/** The opener, when this page runs in the popup the payment page opened (same origin), or null. */
function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // another origin opened this window
  }
}

/*
 * Alone (no popup of this app around it), a result page leaves by a full page load: it was
 * served without Cross-Origin-Opener-Policy, and the app page it goes to must come with its
 * own, or a window of another origin that opened this one could still steer it.
 */

/** 'Volver al inicio' inside the popup: the opener shows the result; alone, go home. */
export function backToStart(): void {
  if (sameOriginOpener()) window.close();
  else loadPage(paths.home);
}

/**
 * BIND sends its outcome to /payment/success or /payment/error: the payment page that opened
 * this popup hears it as its gateway's word (a LINK form's PAGO_REALIZADO or ERROR_EN_PAGO),
 * once, on arrival.
 */
export function tellOpenerPaid(): void {
  sameOriginOpener()?.postMessage({ intent: 'PAGO_REALIZADO' }, window.location.origin);
}

export function tellOpenerRejected(): void {
  sameOriginOpener()?.postMessage({ intent: 'ERROR_EN_PAGO' }, window.location.origin);
}

/** 'Volver a pagar': the opener goes back to /payment with the amount, and the popup closes. */
export function payAgain(amount: Cents | null): void {
  const opener = sameOriginOpener();
  const target = amount ? paymentPath(amount) : paths.payment;
  if (!opener) {
    loadPage(target);
    return;
  }
  if (opener.location.pathname === paths.payment) {
    // The payment page is watching this popup: it resets its flow and navigates itself.
    const message: RetryPaymentMessage = { type: RETRY_PAYMENT_MESSAGE, amount };
    opener.postMessage(message, window.location.origin);
  } else {
    opener.location.assign(target);
  }
  window.close();
}

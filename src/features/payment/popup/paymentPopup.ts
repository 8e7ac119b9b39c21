/**
 * The payment popup of this page load: opened by the payment page, or adopted by a reloaded
 * one. It outlives the page (Back, the drawer leave the form open, as a reload does); a
 * session's end closes it, wherever the cardholder is.
 */
let popup: Window | null = null;

/** The window the payment page opens inside the click on Continuar (null when blocked). */
export function openPaymentPopup(url: string, features: string): Window | null {
  popup = window.open(url, 'autogestion-pago', features);
  return popup;
}

/** A reloaded page heard the popup opened before: it is this page load's now. */
export function adoptPaymentPopup(window: Window): void {
  popup = window;
}

export function closePaymentPopup(): void {
  if (popup && !popup.closed) popup.close();
  popup = null;
}

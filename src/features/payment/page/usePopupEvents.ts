import { useEffect, type Dispatch, type RefObject } from 'react';
import type { Cents } from '../../../lib/money';
import { adoptPaymentPopup } from '../popup/paymentPopup';
import { intentOf, retryRequestOf } from '../popup/popupMessages';
import type { PaymentPageEvent, PaymentPageState } from './paymentPageState';
import { isPopupInUse } from './paymentPageView';

interface PopupEventsOptions {
  state: PaymentPageState;
  /** The popup's window: opened by this page, or adopted once a reloaded page hears it. */
  popup: RefObject<Window | null>;
  send: Dispatch<PaymentPageEvent>;
  onRetryRequested: (amount: Cents | null) => void;
}

/**
 * The popup's messages (only from the window opened here, on its gateway's origin or the app's),
 * focus and visibility, fed to the machine. A reloaded page adopts the popup again at its first
 * well-formed message from the followed payment's gateway origin, so that its end is heard.
 */
export function usePopupEvents({ state, popup, send, onRetryRequested }: PopupEventsOptions) {
  const inUse = isPopupInUse(state);
  const gateway = 'payment' in state ? state.payment.gateway : undefined;
  const adoptable = state.step === 'following' && state.progress === null && gateway !== undefined;
  const listening = inUse || state.step === 'following';

  useEffect(() => {
    if (!listening) return undefined;
    const appOrigin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (adoptable && !popup.current && event.source && 'closed' in event.source) {
        const source = event.source as Window;
        if (!intentOf(event, { popup: source, allowedOrigins: [gateway] })) return;
        popup.current = source;
        adoptPaymentPopup(source);
        send({ type: 'popupAdopted' });
      }
      const retryRequest = retryRequestOf(event, { popup: popup.current, appOrigin });
      if (retryRequest) {
        onRetryRequested(retryRequest.amount);
        return;
      }
      const allowedOrigins = gateway ? [gateway, appOrigin] : [appOrigin];
      const intent = intentOf(event, { popup: popup.current, allowedOrigins });
      if (intent) send({ type: 'intentReceived', intent });
    };
    const checkPopup = () =>
      popup.current && send({ type: 'popupChecked', popupClosed: popup.current.closed });
    const onVisibility = () => document.visibilityState === 'visible' && checkPopup();
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', checkPopup);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', checkPopup);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [listening, adoptable, gateway, popup, send, onRetryRequested]);

  // Leaving while the popup is in use asks first (spec section 2).
  useEffect(() => {
    if (!inUse) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it to ask
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inUse]);
}

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { centsToDecimal, type Cents } from '../../lib/money';
import { api } from '../../services/api';
import { checkGatewayUrl, gatewayUrlRules } from './gatewayUrl';
import { POPUP_FEATURES } from './popupFeatures';
import { useCreatePaymentMutation } from './paymentApi';
import { initialFlowState, isPopupInUse, paymentFlow } from './paymentFlow';
import { THIS_PAGE_LOAD } from './followUp';
import { paymentCreated, paymentFlowEnded, paymentStarted, type FlowResult } from './paymentSlice';
import { intentOf, retryRequestOf } from './popupMessages';

/**
 * The one piece that owns the payment popup: it opens it inside the click, makes the payment
 * call, points it at the checked endpoint, listens to its messages, to focus and visibility,
 * asks before the page unloads, and feeds all of it to the pure state machines.
 */
export function usePaymentPopup({
  onRetryRequested,
}: {
  onRetryRequested: (amount: string | null) => void;
}) {
  const [state, dispatch] = useReducer(paymentFlow, initialFlowState);
  const popup = useRef<Window | null>(null);
  const gatewayOrigin = useRef<string | null>(null);
  const started = useRef(false);
  const [createPayment] = useCreatePaymentMutation();
  const appDispatch = useAppDispatch();
  const inUse = isPopupInUse(state);

  /** When this page's payment started: it names the payment remembered across reloads and tabs. */
  const startedAt = useRef<string | null>(null);

  /** What the remembered payment learns when this page's flow ends (once). */
  const endFlow = useCallback(
    (result: FlowResult) => {
      if (!startedAt.current) return;
      appDispatch(
        paymentFlowEnded({ startedAt: startedAt.current, result, at: new Date().toISOString() }),
      );
      startedAt.current = null;
    },
    [appDispatch],
  );

  const closePopup = useCallback(() => {
    if (popup.current && !popup.current.closed) popup.current.close();
  }, []);

  const checkPopup = useCallback(() => {
    dispatch({
      type: 'monitorEvent',
      event: { type: 'popupChecked', popupClosed: !popup.current || popup.current.closed },
    });
  }, []);

  /** Must run inside the click on Continuar, or the browser blocks the popup. */
  const start = useCallback(
    (cents: Cents) => {
      if (started.current) return; // a double click never starts two payments
      const origin = window.location.origin;
      const opened = window.open(
        `${origin}${paths.paymentFrame}?opener=${Date.now()}`,
        'autogestion-pago',
        POPUP_FEATURES,
      );
      if (!opened) {
        dispatch({ type: 'popupBlocked' });
        return;
      }
      started.current = true;
      popup.current = opened;
      const amount = centsToDecimal(cents);
      // Remembered at once: a reload, Back or another tab must not offer to pay it again.
      startedAt.current = new Date().toISOString();
      appDispatch(
        paymentStarted({ amount, startedAt: startedAt.current, startedBy: THIS_PAGE_LOAD }),
      );
      dispatch({ type: 'popupOpened' });
      createPayment({ amount: Number(amount) })
        .unwrap()
        .then((payment) => {
          const endpoint = checkGatewayUrl(payment.endpoint, gatewayUrlRules(origin));
          if (!endpoint) throw new Error('endpoint refused');
          if (startedAt.current) {
            appDispatch(paymentCreated({ startedAt: startedAt.current, id: payment.id }));
          }
          gatewayOrigin.current = endpoint.origin;
          if (!opened.closed) opened.location.replace(endpoint.href);
          dispatch({ type: 'paymentStarted', method: payment.payment_method });
          if (opened.closed) checkPopup();
        })
        .catch(() => {
          opened.close();
          started.current = false;
          endFlow('notPaid');
          dispatch({ type: 'paymentFailed' });
        });
    },
    [appDispatch, checkPopup, createPayment, endFlow],
  );

  // Offered only when the flow did not end in a payment (Reintentar pago, Volver a pagar).
  const retry = useCallback(() => {
    endFlow('notPaid');
    closePopup();
    started.current = false;
    gatewayOrigin.current = null;
    dispatch({ type: 'retried' });
  }, [closePopup, endFlow]);

  const focusPopup = useCallback(() => popup.current?.focus(), []);

  // While the popup is in use: its messages, the window's focus and visibility, the unload guard.
  useEffect(() => {
    if (!inUse) return undefined;
    const appOrigin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const retryRequest = retryRequestOf(event, { popup: popup.current, appOrigin });
      if (retryRequest) {
        retry();
        onRetryRequested(retryRequest.amount);
        return;
      }
      const allowedOrigins = [gatewayOrigin.current, appOrigin].filter(
        (origin): origin is string => !!origin,
      );
      const intent = intentOf(event, { popup: popup.current, allowedOrigins });
      if (intent) dispatch({ type: 'monitorEvent', event: { type: 'intentReceived', intent } });
    };
    const onVisibility = () => document.visibilityState === 'visible' && checkPopup();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it to ask
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', checkPopup);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', checkPopup);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [inUse, checkPopup, retry, onRetryRequested]);

  // The flow is over: close the popup, remember whether it paid (then the payment is followed
  // until the provider settles it) and ask the provider what it now says.
  const { finished, outcome } = state.monitor;
  useEffect(() => {
    if (!finished) return;
    closePopup();
    endFlow(outcome === 'success' ? 'paid' : 'notPaid');
    appDispatch(api.util.invalidateTags(['Account', 'Payments']));
  }, [finished, outcome, closePopup, endFlow, appDispatch]);

  // Leaving the page closes a popup that nobody would watch any more. Whether it paid is then
  // not known (unless it said so): the payment is followed, and a new one asks first.
  const latestOutcome = useRef(outcome);
  useEffect(() => {
    latestOutcome.current = outcome;
  }, [outcome]);
  useEffect(
    () => () => {
      closePopup();
      endFlow(latestOutcome.current === 'success' ? 'paid' : 'unknown');
    },
    [closePopup, endFlow],
  );

  return { state, start, retry, focusPopup };
}

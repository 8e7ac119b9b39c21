import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useHoldSessionOpen } from '../../../services/session/hold';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { reportError } from '../../../lib/analytics';
import { centsToProviderAmount, type Cents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { api } from '../../../services/api';
import { finalRefusal } from '../../../services/errors';
import { findPayment } from '../../../services/paymentStatus';
import { useGetPaymentsQuery } from '../../../services/accountApi';
import { paymentCopy } from '../copy';
import { THIS_PAGE_LOAD, wasCreated } from '../follow-up/followUp';
import { factsOf, hasId } from '../receipts/paymentFacts';
import { useCreatePaymentMutation } from '../paymentApi';
import {
  paymentCreated,
  paymentFlowEnded,
  paymentStarted,
  selectLastPaid,
  selectTrackedPayment,
  type FlowResult,
} from '../paymentSlice';
import { checkGatewayUrl, gatewayUrlRules } from '../popup/gatewayUrl';
import { POPUP_FEATURES } from '../popup/popupFeatures';
import { openPaymentPopup } from '../popup/paymentPopup';
import { paymentPage } from './paymentPageMachine';
import { visitState, wasRejected, type PaymentPageState } from './paymentPageState';
import { isPopupInUse } from './paymentPageView';
import { usePopupEvents } from './usePopupEvents';

/**
 * The payment page's effects around its machine: the popup window, the payment call, the slice
 * and payments/. The machine decides; this only carries out and reports (the list:
 * docs/payment-page.md, 'Effects').
 */
export function usePaymentPage({
  prefill,
  lastRejected,
  onRetryRequested,
}: {
  prefill: Cents | null;
  /** This visit comes from 'Volver a pagar' after the gateway rejected the last attempt. */
  lastRejected: boolean;
  onRetryRequested: (amount: Cents | null, lastRejected: boolean) => void;
}) {
  const tracked = useAppSelector(selectTrackedPayment);
  const lastPaid = useAppSelector(selectLastPaid);
  const [state, send] = useReducer(
    paymentPage,
    { prefill, tracked, lastPaid, lastRejected },
    // Once, when the visit begins: an old ?amount= is compared with the payments made before.
    (visit) => visitState({ ...visit, now: Date.now() }),
  );
  const popup = useRef<Window | null>(null);
  const latest = useRef(state);
  const appDispatch = useAppDispatch();
  const [createPayment] = useCreatePaymentMutation();

  useEffect(() => {
    latest.current = state;
  }, [state]);

  const closePopup = useCallback(() => {
    if (popup.current && !popup.current.closed) popup.current.close();
  }, []);

  const tellSlice = useCallback(
    (startedAt: string, result: FlowResult) =>
      appDispatch(paymentFlowEnded({ startedAt, result, at: new Date().toISOString() })),
    [appDispatch],
  );

  /** Must run inside the click on Continuar, or the browser blocks the popup. */
  const start = useCallback(
    (amount: Cents) => {
      if (popup.current && !popup.current.closed) return; // a double click starts one payment
      const origin = window.location.origin;
      const opened = openPaymentPopup(
        `${origin}${paths.paymentFrame}?opener=${Date.now()}`,
        POPUP_FEATURES,
      );
      if (!opened) {
        send({ type: 'popupBlocked' });
        return;
      }
      popup.current = opened;
      // Remembered at once: a reload, Back or another tab must not offer to pay it again.
      const startedAt = new Date().toISOString();
      appDispatch(paymentStarted({ amount, startedAt, startedBy: THIS_PAGE_LOAD }));
      send({ type: 'continued', payment: { amount, startedAt } });
      createPayment({ amount: centsToProviderAmount(amount) })
        .unwrap()
        .then(({ endpoint: given, payment_method: method, id }) => {
          const endpoint = checkGatewayUrl(given, gatewayUrlRules(origin));
          if (!endpoint) throw new Error('endpoint refused');
          const gateway = endpoint.origin;
          appDispatch(paymentCreated({ startedAt, id, gateway }));
          if (!opened.closed) opened.location.replace(endpoint.href);
          send({ type: 'paymentCreated', method, id, gateway });
          if (opened.closed) send({ type: 'popupChecked', popupClosed: true });
        })
        .catch((error: unknown) => send({ type: 'creationFailed', refusal: finalRefusal(error) }));
    },
    [appDispatch, createPayment],
  );

  // Offered when the flow did not end in a payment (Reintentar pago, Volver a pagar).
  const retry = useCallback(() => {
    const current = latest.current;
    if (isPopupInUse(current) && 'payment' in current)
      tellSlice(current.payment.startedAt, 'notPaid');
    closePopup();
    send({ type: 'retried' });
  }, [closePopup, tellSlice]);

  // 'Volver a pagar' on the popup's /payment/error: start again, with that amount.
  const retryWith = useCallback(
    (amount: Cents | null) => {
      const rejected = wasRejected(latest.current);
      retry();
      onRetryRequested(amount, rejected);
    },
    [retry, onRetryRequested],
  );
  usePopupEvents({ state, popup, send, onRetryRequested: retryWith });
  // The cardholder is busy in the gateway's form, where this app sees no activity: the idle
  // sign-out waits until the popup's flow is over.
  useHoldSessionOpen(state.step === 'opening' || state.step === 'paying');

  // The slice changed (another tab, the follow-up): the machine hears it.
  useEffect(() => send({ type: 'storedChanged', tracked, lastPaid }), [tracked, lastPaid]);
  const listing = usePaymentListing(state, send);

  // The flow ended: close the popup, tell the slice (it then follows the payment until the
  // provider settles it) and ask the provider what it now says.
  const ended = state.step === 'ended' ? state : null;
  const endedAt = ended?.payment.startedAt;
  const flowResult = ended?.flowResult;
  useEffect(() => {
    if (!endedAt) return;
    closePopup();
    if (!flowResult) return;
    tellSlice(endedAt, flowResult);
    appDispatch(api.util.invalidateTags(['Account', 'Payments']));
  }, [endedAt, flowResult, closePopup, tellSlice, appDispatch]);

  // A failure the cardholder is shown (the gateway refused, the payment call failed) is told
  // to analytics by its kind of end only: never the payment's amount or id.
  const ending = ended?.ending;
  useEffect(() => {
    if (
      endedAt &&
      (ending === 'refused' || ending === 'notCreated' || ending === 'providerRefused')
    )
      reportError('payment', ending);
  }, [endedAt, ending]);

  // Leaving the page (Back, the drawer) leaves the popup open, as a reload does: its form may be
  // half filled, and the page, come back, adopts it. Whether it paid is then not known (unless
  // it said so): the payment is followed, and a new one asks first.
  useEffect(
    () => () => {
      const current = latest.current;
      if (!isPopupInUse(current) || !('payment' in current)) return;
      const paid = current.step === 'paying' && current.progress.heard === 'paid';
      tellSlice(current.payment.startedAt, paid ? 'paid' : 'unknown');
    },
    [tellSlice],
  );

  const focusPopup = useCallback(() => popup.current?.focus(), []);
  const payAnother = useCallback(() => send({ type: 'payAnotherConfirmed' }), []);
  const closeDialog = useCallback(() => send({ type: 'dialogClosed' }), []);
  return { state, listing, start, retry, focusPopup, payAnother, closeDialog };
}

/** What payments/ says of the payment shown once the money moved (the follow-up keeps it fresh). */
function usePaymentListing(
  state: PaymentPageState,
  send: (event: { type: 'paymentListed'; statusName: string | null }) => void,
) {
  const payment = state.step === 'following' || state.step === 'ended' ? state.payment : null;
  // A payment seen paid was created, even when what this page knows of it has no gateway.
  const paid = state.step === 'ended' && state.ending === 'paidElsewhere';
  const listable = payment !== null && (paid || wasCreated(payment));
  const answer = useGetPaymentsQuery(undefined, { skip: !payment });
  // Only an answer given since this payment started can say where it stands: one kept from
  // before (an earlier attempt's) does not list it yet, and would read as 'not listed'.
  const data =
    payment && (answer.fulfilledTimeStamp ?? 0) >= Date.parse(payment.startedAt)
      ? answer.data
      : undefined;
  // A flow that ended in another tab without paying: payments/ is asked once more, so that this
  // page says what the provider lists (its 'Cancelado'), whichever of the two news came first.
  const endedElsewhere = state.step === 'ended' && state.ending === 'notPaidElsewhere';
  const { refetch } = answer;
  useEffect(() => {
    if (endedElsewhere) void refetch();
  }, [endedElsewhere, refetch]);
  const isError = answer.isError;
  const entry = payment && data && listable ? findPayment(data, payment) : null;
  useEffect(() => {
    if (!payment || !data) return;
    // A row without a status is still pending.
    send({
      type: 'paymentListed',
      statusName: entry ? (entry.statusName ?? paymentCopy.settlement.assumed) : null,
    });
  }, [payment, data, entry, send]);
  // Its proof (operation number, date and time) and receipt, once payments/ lists it.
  const receivedHere = state.step === 'ended' && state.received;
  const facts = entry && hasId(entry) ? factsOf(entry, receivedHere) : null;
  return { failed: isError && !data, facts };
}

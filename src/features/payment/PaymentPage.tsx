import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { config } from '../../lib/config';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { paths, paymentPath } from '../../lib/paths';
import { Money } from '../../components/Money';
import { useAppSelector } from '../../app/hooks';
import { toCents, type Cents } from '../../lib/money';
// The account's figures come from home's own query: RTK Query's cache, no second request.
import { useGetAccountQuery, type Amount } from '../../services/accountApi';
import { prefillFromSearch } from './amount';
import { AmountForm } from './AmountForm';
import { paymentCopy } from './copy';
import { PaymentDialog } from './PaymentDialog';
import { PaymentsUnavailable } from './PaymentsUnavailable';
import { repeatsLastPayment } from './followUp';
import { guardTitle, PaymentInProgress, type PaymentGuard } from './PaymentInProgress';
import { selectLastPaid, selectSavedAmount, selectTrackedPayment } from './paymentSlice';
import { usePaymentPopup } from './usePaymentPopup';

/** /payment: how much, then the popup and what it says (spec sections 2 and 4). */
function PaymentPage() {
  // A new visit (Volver a pagar included) starts from its own amount parameter.
  const { key } = useLocation();
  if (!config.paymentsEnabled) return <PaymentsUnavailable />;
  return <PaymentScreen key={key} />;
}

function PaymentScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Every visit is a page of its own (see PaymentPage): its heading takes the focus on arrival.
  const headingRef = usePageHeading(pageTitles.payment);
  const savedAmount = useAppSelector(selectSavedAmount);
  const tracked = useAppSelector(selectTrackedPayment);
  const lastPaid = useAppSelector(selectLastPaid);
  const [dialogDismissed, setDialogDismissed] = useState(false);
  // 'Pagar otro monto', confirmed: this visit may start a second payment, from an empty field.
  const [payingAnother, setPayingAnother] = useState(false);
  // When this visit began: an old ?amount= is compared with the payments made before it.
  const [visitedAt] = useState(() => Date.now());
  const onRetryRequested = useCallback(
    (amount: string | null) => navigate(amount ? paymentPath(amount) : paths.payment),
    [navigate],
  );
  const { state, start, retry, focusPopup } = usePaymentPopup({ onRetryRequested });
  const { data: account } = useGetAccountQuery();
  const { phase, monitor } = state;
  const monitoring = phase === 'monitoring';
  const prefill = prefillFromSearch(searchParams);

  // One payment at a time: while one is in progress (or the ?amount= repeats one just paid),
  // this page shows it instead of the amount form, unless the cardholder confirmed another.
  const guard: PaymentGuard | null =
    phase !== 'editing' || payingAnother
      ? null
      : tracked
        ? { kind: 'inProgress', payment: tracked }
        : lastPaid && repeatsLastPayment(prefill, lastPaid, visitedAt)
          ? { kind: 'alreadyPaid', payment: lastPaid }
          : null;

  const heading = guard
    ? guardTitle(guard)
    : !monitoring
      ? paymentCopy.headingAmount
      : monitor.outcome === 'success'
        ? paymentCopy.headingPaid
        : paymentCopy.headingPaying;

  const startAgain = () => {
    setDialogDismissed(false);
    retry();
  };

  // Cancelled in the form: the popup has nothing left to offer ('Ir al formulario' would lead
  // to a page that only says it can be closed). The page offers to try again or to go home,
  // and either one ends the flow without a payment (closing the popup).
  const cancelled = monitoring && monitor.outcome === 'cancelled';
  const leaveCancelled = () => {
    retry();
    navigate(paths.home);
  };

  return (
    <section className="payment-page d-grid gap-3" aria-labelledby="payment-title">
      <h1 ref={headingRef} tabIndex={-1} id="payment-title" className="h3 mb-0">
        {heading}
      </h1>
      {phase === 'popupBlocked' && (
        <Alert variant="warning" className="mb-0">
          {paymentCopy.popupBlocked}
        </Alert>
      )}
      {monitoring ? (
        <>
          {savedAmount && <Money amount={savedAmount} className="fs-2 fw-semibold" />}
          <p className="payment-status mb-0" role="status" aria-live="polite">
            {monitor.message}
          </p>
          <div className="d-flex flex-wrap gap-2">
            {!monitor.finished && !cancelled && (
              <Button variant="primary" onClick={focusPopup}>
                {paymentCopy.goToForm}
              </Button>
            )}
            {(monitor.finished || cancelled) && monitor.outcome !== 'success' && (
              <Button variant="primary" onClick={startAgain}>
                {paymentCopy.retry}
              </Button>
            )}
            {monitor.outcome === 'success' && (
              <Button variant="secondary" onClick={() => navigate(paths.home)}>
                {paymentCopy.backHome}
              </Button>
            )}
            {cancelled && (
              <Button variant="secondary" onClick={leaveCancelled}>
                {paymentCopy.backHome}
              </Button>
            )}
          </div>
        </>
      ) : guard ? (
        <PaymentInProgress
          guard={guard}
          onBackHome={() => navigate(paths.home)}
          onPayAnother={() => setPayingAnother(true)}
        />
      ) : (
        <AmountForm
          initialAmount={payingAnother ? '' : prefill}
          focusOnMount={payingAnother}
          waiting={phase === 'opening'}
          balance={centsOf(account?.balance)}
          minimumPayment={centsOf(account?.minimumPayment)}
          onContinue={start}
        />
      )}
      {phase === 'failed' && (
        <Button variant="primary" className="justify-self-start" onClick={startAgain}>
          {paymentCopy.retry}
        </Button>
      )}
      <PaymentDialog
        kind={dialogDismissed ? null : monitor.dialog}
        onClose={() => setDialogDismissed(true)}
      />
    </section>
  );
}

/** An account figure as exact cents; null when the account did not give it (or not yet). */
function centsOf(amount: Amount | null | undefined): Cents | null {
  return amount === null || amount === undefined ? null : toCents(amount);
}

export default PaymentPage;

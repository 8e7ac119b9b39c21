import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Money } from '../../../components/Money';
import { usePageHeading } from '../../../components/pageHeading';
import { config } from '../../../lib/config';
import { isRecord } from '../../../lib/is-record';
import type { Cents } from '../../../lib/money';
import { pageTitles } from '../../../lib/page-titles';
import { paths, paymentPath } from '../../../lib/paths';
// The account's figures come from home's own query: RTK Query's cache, no second request.
import { useGetAccountQuery } from '../../../services/accountApi';
import { prefillFromSearch } from '../amount/amount';
import { AmountForm } from '../amount/AmountForm';
import { paymentCopy } from '../copy';
import { PaymentsUnavailable } from '../PaymentsUnavailable';
import { PaymentActions } from './PaymentActions';
import { PaymentDialog } from './PaymentDialog';
import type { PaymentPageState } from './paymentPageState';
import { selectPaymentView } from './paymentPageView';
import { PaymentProof, PaymentSettlement } from './PaymentSettlement';
import { usePaymentPage } from './usePaymentPage';

/** /payment: how much, then the popup and what it says (spec sections 2 and 4). */
function PaymentPage() {
  // A new visit (Volver a pagar included) starts from its own amount parameter.
  const { key } = useLocation();
  if (!config.paymentsEnabled) return <PaymentsUnavailable />;
  return <PaymentScreen key={key} />;
}

function PaymentScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Every visit is a page of its own (see PaymentPage): its heading takes the focus on arrival.
  const heading = usePageHeading(pageTitles.payment);
  const goToForm = useRef<HTMLButtonElement>(null);
  const [prefill] = useState(() => prefillFromSearch(searchParams));
  const [lastRejected] = useState(
    () => isRecord(location.state) && location.state.lastRejected === true,
  );
  const onRetryRequested = useCallback(
    (amount: Cents | null, rejected: boolean) =>
      navigate(amount ? paymentPath(amount) : paths.payment, { state: { lastRejected: rejected } }),
    [navigate],
  );
  const page = usePaymentPage({ prefill, lastRejected, onRetryRequested });
  const view = selectPaymentView(page.state, page.listing);
  const { data: account } = useGetAccountQuery();
  const focusHeading = useCallback(() => heading.current?.focus(), [heading]);
  useFocusWhatChanged(page.state, view.dialog !== null, { heading, goToForm });

  return (
    <section className="payment-page d-grid gap-3" aria-labelledby="payment-title">
      <h1 ref={heading} tabIndex={-1} id="payment-title" className="h3 mb-0">
        {view.heading}
      </h1>
      {view.form?.lastRejected && (
        <p role="status" className="alert alert-warning mb-0">
          {paymentCopy.lastRejected}
        </p>
      )}
      {view.form?.popupBlocked && (
        <Alert variant="warning" className="mb-0">
          {paymentCopy.popupBlocked}
        </Alert>
      )}
      {view.form ? (
        <AmountForm
          initialAmount={view.form.prefill}
          focusOnMount={view.form.focusField}
          waiting={view.form.waiting}
          balance={account?.balance ?? null}
          minimumPayment={account?.minimumPayment ?? null}
          onContinue={page.start}
        />
      ) : (
        <>
          {view.amount !== null && <Money amount={view.amount} className="fs-2 fw-semibold" />}
          {/* The spec's status line: always in the page, so that what appears in it is said. */}
          <p className="payment-status mb-0" role="status" aria-live="polite">
            {view.statusLine}
          </p>
          {view.explanation && <p className="mb-0">{view.explanation}</p>}
          {view.advice && <p className="mb-0 small text-body-secondary">{view.advice}</p>}
          <PaymentActions
            actions={view.actions}
            amount={view.amount}
            receipt={page.listing.facts}
            goToFormRef={goToForm}
            on={{
              goToForm: page.focusPopup,
              retry: page.retry,
              backHome: () => navigate(paths.home),
              payAnother: page.payAnother,
            }}
          />
          {/* Below the ways forward: what payments/ says arrives after the page, and above
              them it would move a button from under the cardholder's finger. */}
          <PaymentSettlement settlement={view.settlement} />
          {view.proof && page.listing.facts && <PaymentProof facts={page.listing.facts} />}
        </>
      )}
      <PaymentDialog
        kind={view.dialog}
        body={view.dialogBody}
        onClose={page.closeDialog}
        onExited={focusHeading}
      />
    </section>
  );
}

/**
 * The focus follows what changed, never left on the body: 'Ir al formulario' while the popup
 * is open; the heading when the flow ends with no dialog (a dialog gives it back on closing),
 * or when another tab's payment takes the page over.
 */
function useFocusWhatChanged(
  state: PaymentPageState,
  dialogShown: boolean,
  targets: {
    heading: React.RefObject<HTMLHeadingElement | null>;
    goToForm: React.RefObject<HTMLButtonElement | null>;
  },
) {
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.step === 'paying') targets.goToForm.current?.focus();
    else if (state.step === 'following' || (state.step === 'ended' && !dialogShown)) {
      targets.heading.current?.focus();
    }
  }, [state.step, dialogShown, targets.heading, targets.goToForm]);
}

export default PaymentPage;

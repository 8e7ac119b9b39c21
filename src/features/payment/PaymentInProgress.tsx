import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../lib/money';
import { useGetPaymentsQuery } from '../../services/accountApi';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';
import { paymentCopy } from './copy';
import { findTrackedPayment } from './followUp';
import type { PaidPayment, TrackedPayment } from './paymentSlice';

const copy = paymentCopy.inProgress;

export type PaymentGuard =
  /** Started and not settled: a reload, Back or another tab comes back to it. */
  | { kind: 'inProgress'; payment: TrackedPayment }
  /** An old `?amount=` (Back) names the sum just paid. */
  | { kind: 'alreadyPaid'; payment: PaidPayment };

interface PaymentInProgressProps {
  guard: PaymentGuard;
  onBackHome: () => void;
  /** The cardholder confirmed they mean to pay again. */
  onPayAnother: () => void;
}

/** The page's heading while the guard is shown. */
export function guardTitle(guard: PaymentGuard): string {
  return guard.kind === 'inProgress' ? copy.title : copy.alreadyPaidTitle;
}

/**
 * Instead of the amount form, while a payment is in progress (or was just paid): its amount,
 * its status as payments/ gives it, and a second payment only after an explicit confirmation.
 */
export function PaymentInProgress({ guard, onBackHome, onPayAnother }: PaymentInProgressProps) {
  const [confirming, setConfirming] = useState(false);
  const amount = formatMoney(guard.payment.amount);
  const inProgress = guard.kind === 'inProgress';

  // The page's heading names it (guardTitle): this is what sits under it.
  return (
    <div className="payment-in-progress d-grid gap-3">
      <p className="mb-0">{inProgress ? copy.body(amount) : copy.alreadyPaidBody(amount)}</p>
      <PaymentStatus payment={guard.payment} />
      {inProgress && <p className="mb-0 small text-body-secondary">{copy.advice}</p>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={onBackHome}>
          {paymentCopy.backHome}
        </Button>
        <Button variant="outline-secondary" onClick={() => setConfirming(true)}>
          {copy.payAnother}
        </Button>
      </div>
      <ConfirmDialog
        id="pay-another"
        show={confirming}
        title={copy.confirmTitle}
        confirmLabel={copy.confirm}
        cancelLabel={copy.keep}
        onConfirm={onPayAnother}
        onCancel={() => setConfirming(false)}
      >
        {copy.confirmBody(amount)}
      </ConfirmDialog>
    </div>
  );
}

/** The payment's status from payments/ (the follow-up keeps that list fresh while it is pending). */
function PaymentStatus({ payment }: { payment: PaymentGuard['payment'] }) {
  const { data, isLoading, isError } = useGetPaymentsQuery();
  const entry = data ? findTrackedPayment(data, payment) : null;
  return (
    <p className="mb-0 d-flex align-items-center gap-2">
      <span>{copy.statusLabel}:</span>
      {entry?.statusName ? (
        <PaymentStatusBadge statusName={entry.statusName} />
      ) : (
        <span className="text-body-secondary">
          {isLoading ? copy.statusLoading : isError ? copy.statusFailed : copy.statusUnknown}
        </span>
      )}
    </p>
  );
}

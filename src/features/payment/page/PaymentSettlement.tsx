import { PaymentStatusBadge } from '../../../components/PaymentStatusBadge';
import { paymentCopy } from '../copy';
import { receiptsCopy } from '../receipts/copy';
import type { PaymentFacts } from '../receipts/paymentFacts';
import type { SettlementView } from './paymentPageView';

/**
 * The payment's own status as payments/ gives it, beside what the form said: a polite live
 * region, so that each change (Pendiente, then Acreditado or Rechazado) is said once. The
 * follow-up's notification stays off this page: it would say the same thing a second time.
 */
export function PaymentSettlement({ settlement }: { settlement: SettlementView | null }) {
  return (
    <div className="payment-settlement d-grid gap-1" aria-live="polite">
      {settlement && (
        <>
          <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
            <span>{paymentCopy.settlement.label}:</span>
            {settlement.statusName ? (
              <PaymentStatusBadge
                statusName={settlement.statusName}
                receivedHere={settlement.receivedHere}
              />
            ) : (
              <span className="text-body-secondary">{settlement.note}</span>
            )}
          </p>
          {settlement.statusName && settlement.note && <p className="mb-0">{settlement.note}</p>}
        </>
      )}
    </div>
  );
}

/** The result's proof, once the provider lists the payment: its operation number and time. */
export function PaymentProof({ facts }: { facts: PaymentFacts }) {
  const { fields } = receiptsCopy;
  return (
    <dl className="payment-detail mb-0">
      <dt>{fields.operation}</dt>
      <dd className="font-monospace">{facts.id}</dd>
      {facts.dateTime && (
        <>
          <dt>{fields.dateTime}</dt>
          <dd>{facts.dateTime}</dd>
        </>
      )}
    </dl>
  );
}

import ListGroup from 'react-bootstrap/ListGroup';
import { Money } from '../../components/Money';
import { formatPaymentDate } from '../../lib/dates';
import type { PaymentEntry } from '../../services/accountApi';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';

/** A row whose amount the provider left out: the row still says the payment exists. */
const AMOUNT_MISSING = 'Monto no disponible';

/**
 * One payment: amount and status badge, then its date. Any field may be missing: the row shows
 * what it has and leaves out the rest.
 */
export function PaymentRow({ payment }: { payment: PaymentEntry }) {
  const date = payment.createdAt ? formatPaymentDate(payment.createdAt) : '';
  return (
    <ListGroup.Item as="li" className="payment-row">
      <div className="d-flex justify-content-between align-items-center gap-2">
        {payment.amount === null ? (
          <span className="text-body-secondary">{AMOUNT_MISSING}</span>
        ) : (
          <Money amount={payment.amount} className="fw-semibold" />
        )}
        {payment.statusName !== null && <PaymentStatusBadge statusName={payment.statusName} />}
      </div>
      {date && <div className="small text-body-secondary">{date}</div>}
    </ListGroup.Item>
  );
}

/** The React key of a row: the payment's id, or its place when the provider sent none. */
export function paymentKey(payment: PaymentEntry, index: number): string {
  return payment.id ?? `row-${index}`;
}

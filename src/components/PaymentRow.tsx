import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { Money } from './Money';
import { formatPaymentDate } from '../lib/dates';
import { paymentDetailPath } from '../lib/paths';
import type { PaymentEntry } from '../services/provider';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** A row whose amount the provider left out: the row still says the payment exists. */
const AMOUNT_MISSING = 'Monto no disponible';

/**
 * One payment: amount and status badge, then its date; the whole row opens the payment's
 * detail when the provider gave it an id (without one there is nothing to open). Any field
 * may be missing: the row shows what it has and leaves out the rest. `receivedHere`: its
 * gateway told this app it was paid (services/paymentStatus.ts, receivedRow).
 */
export function PaymentRow({
  payment,
  receivedHere,
}: {
  payment: PaymentEntry;
  receivedHere: boolean;
}) {
  const date = payment.createdAt ? formatPaymentDate(payment.createdAt) : '';
  const content = (
    <>
      <div className="d-flex justify-content-between align-items-center gap-2">
        {payment.amount === null ? (
          <span className="text-body-secondary">{AMOUNT_MISSING}</span>
        ) : (
          <Money amount={payment.amount} className="fw-semibold" />
        )}
        {payment.statusName !== null && (
          <PaymentStatusBadge statusName={payment.statusName} receivedHere={receivedHere} />
        )}
      </div>
      {date && <div className="small text-body-secondary">{date}</div>}
    </>
  );
  if (payment.id === undefined) {
    return (
      <ListGroup.Item as="li" className="payment-row">
        {content}
      </ListGroup.Item>
    );
  }
  return (
    <ListGroup.Item as="li" className="payment-row p-0">
      <Link
        to={paymentDetailPath(payment.id)}
        className="list-group-item-action d-block px-3 py-2 text-reset text-decoration-none"
      >
        {content}
      </Link>
    </ListGroup.Item>
  );
}

/** The React key of a row: the payment's id, or its place when the provider sent none. */
export function paymentKey(payment: PaymentEntry, index: number): string {
  return payment.id ?? `row-${index}`;
}

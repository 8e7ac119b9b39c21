import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { Money } from './Money';
import { formatPaymentDate } from '../lib/dates';
import { formatCents } from '../lib/money';
import { paymentDetailPath } from '../lib/paths';
import { statusLabel } from '../services/paymentStatus';
import type { PaymentEntry } from '../services/provider';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** A row whose amount the provider left out: the row still says the payment exists. */
const AMOUNT_MISSING = 'Monto no disponible';

/**
 * One payment; the row opens its detail when the provider gave it an id. Any field may be
 * missing: the row shows what it has. `receivedHere`: its gateway told this app it was paid
 * (services/paymentStatus.ts, receivedRow). Its look: src/styles/_payment-rows.scss.
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
  // What the row shows, said with a pause between its parts (read from the content, the
  // browser runs them together: '$ 2,000.00 Acreditado hace 2 horas').
  const name = [
    payment.amount === null ? AMOUNT_MISSING : formatCents(payment.amount),
    payment.statusName === null ? '' : statusLabel(payment.statusName, receivedHere),
    date,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ListGroup.Item as="li" className="payment-row p-0">
      <Link
        to={paymentDetailPath(payment.id)}
        aria-label={name}
        className="payment-row__link list-group-item-action text-reset"
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

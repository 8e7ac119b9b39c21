import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Money } from '../../components/Money';
import { SkeletonLine } from '../../components/SkeletonLine';
import { formatPaymentDate } from '../../lib/dates';
import type { PaymentEntry } from './accountApi';

const SKELETON_ROWS = 2;

interface PaymentsListProps {
  payments: PaymentEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** A row whose amount the provider left out: the row still says the payment exists. */
export const AMOUNT_MISSING = 'Monto no disponible';

/** 'Últimos pagos': amount, status name and date per row (spec section 2). */
export function PaymentsList({ payments, isLoading, isError, onRetry }: PaymentsListProps) {
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="h5 mb-3">
        Últimos pagos
      </h2>
      <PaymentsContent
        payments={payments}
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
      />
    </section>
  );
}

function PaymentsContent({ payments, isLoading, isError, onRetry }: PaymentsListProps) {
  if (isLoading) {
    return (
      <ListGroup as="ul" aria-busy="true" aria-label="Cargando pagos">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <ListGroup.Item as="li" key={index} className="payment-row">
            <SkeletonLine width="40%" />
            <SkeletonLine width="70%" className="mt-2" />
          </ListGroup.Item>
        ))}
      </ListGroup>
    );
  }
  if (isError && !payments) {
    return (
      <div role="alert" className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">No pudimos cargar tus últimos pagos.</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (!payments || payments.length === 0) {
    return <p className="text-body-secondary">No existen pagos realizados</p>;
  }
  return (
    <ListGroup as="ul" aria-labelledby="payments-title">
      {payments.map((payment, index) => {
        // Each field may be missing: the row shows what it has and leaves out the rest.
        const date = payment.createdAt ? formatPaymentDate(payment.createdAt) : '';
        return (
          <ListGroup.Item as="li" key={payment.id ?? `row-${index}`} className="payment-row">
            <div className="d-flex justify-content-between gap-2">
              {payment.amount === null ? (
                <span className="text-body-secondary">{AMOUNT_MISSING}</span>
              ) : (
                <Money amount={payment.amount} className="fw-semibold" />
              )}
              <span>{payment.statusName ?? ''}</span>
            </div>
            {date && <div className="small text-body-secondary">{date}</div>}
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}

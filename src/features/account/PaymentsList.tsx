import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonLine } from '../../components/SkeletonLine';
import type { PaymentEntry } from '../../services/provider';
import { CancelledPayments } from './CancelledPayments';
import { paths } from '../../lib/paths';
import { receivedRow, standingRow } from '../../services/paymentStatus';
import { useAppSelector } from '../../app/hooks';
import { PaymentRow, paymentKey } from '../../components/PaymentRow';

const SKELETON_ROWS = 2;
/** Home shows the newest few; 'Tus pagos' has them all. */
const ROWS_SHOWN = 5;

interface PaymentsListProps {
  payments: PaymentEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The spec's empty text: also when every payment is a cancelled attempt. */
const NO_PAYMENTS = 'No existen pagos realizados';

/**
 * 'Últimos pagos': amount, status badge and date per row (spec section 2), the newest five,
 * each opening its detail; cancelled attempts are folded under a disclosure below the list;
 * 'Ver todos los pagos' opens 'Tus pagos'.
 */
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
  // The payment its gateway told this app was paid: the one 'Pendiente' said as received.
  const received = useAppSelector((state) => receivedRow(payments ?? [], state.payment.lastPaid));
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
    return <RetryAlert message="No pudimos cargar tus últimos pagos." onRetry={onRetry} />;
  }
  const folded = (payment: PaymentEntry) => standingRow(payment.statusName).folded;
  const cancelled = (payments ?? []).filter(folded);
  const others = (payments ?? []).filter((payment) => !folded(payment));
  return (
    <>
      {others.length === 0 ? (
        <p className="text-body-secondary">{NO_PAYMENTS}</p>
      ) : (
        <ListGroup as="ul" aria-labelledby="payments-title">
          {others.slice(0, ROWS_SHOWN).map((payment, index) => (
            <PaymentRow
              key={paymentKey(payment, index)}
              payment={payment}
              receivedHere={payment === received}
            />
          ))}
        </ListGroup>
      )}
      {cancelled.length > 0 && <CancelledPayments payments={cancelled} />}
      {(payments ?? []).length > 0 && (
        <p className="mt-3 mb-0">
          <Link to={paths.payments}>Ver todos los pagos</Link>
        </p>
      )}
    </>
  );
}

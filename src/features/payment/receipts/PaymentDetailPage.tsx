import { Link, useParams } from 'react-router-dom';
import { usePageHeading } from '../../../components/pageHeading';
import { PaymentStatusBadge } from '../../../components/PaymentStatusBadge';
import { pageTitles } from '../../../lib/page-titles';
import { paths, paymentPath } from '../../../lib/paths';
import { settlementOf } from '../../../services/paymentStatus';
import { receiptsCopy } from './copy';
import { factsOf, type PaymentFacts } from './paymentFacts';
import { PaymentsNotYet } from './PaymentsNotYet';
import { ReceiptActions } from './ReceiptActions';
import { usePaymentOfList } from './usePaymentOfList';

/**
 * 'Detalle del pago' (/payments/:id): one payment of payments/ with what a receipt says of
 * it, followed while pending; 'Descargar comprobante'. An id payments/ does not list says so.
 */
function PaymentDetailPage() {
  const { id = '' } = useParams();
  const { payments, payment } = usePaymentOfList(id);
  const notFound = payments.data !== undefined && payment === undefined;
  const heading = usePageHeading(pageTitles.paymentDetail);

  return (
    <div className="d-grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="h4 mb-0">
        {notFound ? receiptsCopy.notFound : receiptsCopy.detailHeading}
      </h1>
      {payment ? (
        <PaymentDetail payment={factsOf({ ...payment, id })} />
      ) : notFound ? (
        <NotFound />
      ) : (
        <PaymentsNotYet
          failed={payments.isError}
          onRetry={() => void payments.refetch()}
          label="Cargando el pago"
        />
      )}
    </div>
  );
}

function PaymentDetail({ payment }: { payment: PaymentFacts }) {
  const { fields } = receiptsCopy;
  const rejected = ['rejected', 'cancelled'].includes(settlementOf(payment.statusName));
  return (
    <>
      <dl className="payment-detail mb-0">
        <dt>{fields.amount}</dt>
        <dd className="fs-3 fw-semibold">{payment.amountText}</dd>
        {payment.dateTime && (
          <>
            <dt>{fields.dateTime}</dt>
            <dd>{payment.dateTime}</dd>
          </>
        )}
        {payment.statusName !== null && (
          <>
            <dt>{fields.status}</dt>
            <dd>
              <PaymentStatusBadge statusName={payment.statusName} />
            </dd>
          </>
        )}
        <dt>{fields.method}</dt>
        <dd>{payment.method}</dd>
        <dt>{fields.operation}</dt>
        <dd className="font-monospace">{payment.id}</dd>
      </dl>
      {/* Said again, politely, when a pending payment settles while the page shows it. */}
      <p role="status" className="mb-0">
        {payment.nextStep}
      </p>
      <ReceiptActions payment={payment} />
      <div className="d-flex flex-wrap gap-2">
        {rejected && payment.amount !== null && (
          <Link to={paymentPath(payment.amount)} className="btn btn-primary">
            Volver a pagar
          </Link>
        )}
        <Link to={paths.payments} className="btn btn-secondary">
          {receiptsCopy.backToPayments}
        </Link>
        <Link to={paths.home} className="btn btn-link">
          {receiptsCopy.backHome}
        </Link>
      </div>
    </>
  );
}

function NotFound() {
  return (
    <>
      <p className="mb-0">{receiptsCopy.notFoundHint}</p>
      <div>
        <Link to={paths.home} className="btn btn-primary">
          {receiptsCopy.backHome}
        </Link>
      </div>
    </>
  );
}

export default PaymentDetailPage;

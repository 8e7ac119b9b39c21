import { Link, useParams } from 'react-router-dom';
import { usePageHeading } from '../../../components/pageHeading';
import { PaymentStatusBadge } from '../../../components/PaymentStatusBadge';
import { STANDINGS } from '../../../services/paymentStatus';
import { pageTitles } from '../../../lib/page-titles';
import { paths, paymentPath } from '../../../lib/paths';
import { ExternalLink } from '../../../components/ExternalLink';
import { config } from '../../../lib/config';
import { paymentCopy } from '../copy';
import { receiptsCopy } from './copy';
import { factsOf, type PaymentFacts } from './paymentFacts';
import { PaymentsNotYet } from './PaymentsNotYet';
import { ReceiptActions } from './ReceiptActions';
import { usePaymentOfList } from './usePaymentOfList';
import { useReceivedRow } from './receivedHere';

/**
 * 'Detalle del pago' (/payments/:id): one payment of payments/ with what a receipt says of
 * it, followed while pending; 'Descargar comprobante' once it is credited, and the ways to pay
 * again when it was not paid or is not known to be. An id payments/ does not list says so.
 */
function PaymentDetailPage() {
  const { id = '' } = useParams();
  const { payments, payment } = usePaymentOfList(id);
  const notFound = payments.data !== undefined && payment === undefined;
  const received = useReceivedRow(payments.data);
  const heading = usePageHeading(pageTitles.paymentDetail);

  return (
    <div className="d-grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="h4 mb-0">
        {notFound ? receiptsCopy.notFound : receiptsCopy.detailHeading}
      </h1>
      {payment ? (
        <PaymentDetail payment={factsOf({ ...payment, id }, payment === received)} />
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
  const { standing } = payment;
  const row = STANDINGS[standing];
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
              <PaymentStatusBadge
                statusName={payment.statusName}
                receivedHere={payment.receivedHere}
              />
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
      {/* A receipt proves a payment made: only once the provider credited it. */}
      {row.credited && <ReceiptActions payment={payment} />}
      <div className="d-flex flex-wrap gap-2">
        {row.payAgain && payment.amount !== null && (
          <Link to={paymentPath(payment.amount)} className="btn btn-primary">
            {paymentCopy.payAgain}
          </Link>
        )}
        {row.payAgain && (
          <ExternalLink href={config.paymentMethodsUrl} className="btn btn-outline-primary">
            {paymentCopy.otherWaysToPay}
          </ExternalLink>
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

import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { config } from '../../lib/config';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { paymentCopy } from './copy';

/**
 * /payment in a build shipped without payments (PAYMENTS_DISABLED=true): said plainly here,
 * instead of a popup that could only fail, with the other ways to pay.
 */
export function PaymentsUnavailable() {
  const heading = usePageHeading(pageTitles.payment);
  return (
    <section className="payment-page d-grid gap-3" aria-labelledby="payment-title">
      <h1 ref={heading} tabIndex={-1} id="payment-title" className="h3 mb-0">
        {paymentCopy.unavailableTitle}
      </h1>
      <Alert variant="info" className="mb-0">
        {paymentCopy.unavailableBody}{' '}
        <ExternalLink href={config.paymentMethodsUrl}>{paymentCopy.seePaymentMethods}</ExternalLink>
      </Alert>
      <div>
        <Link to={paths.home} className="btn btn-secondary">
          {paymentCopy.backHome}
        </Link>
      </div>
    </section>
  );
}

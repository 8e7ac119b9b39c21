import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '../../app/hooks';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { Money } from '../../components/Money';
import { formatDateTime } from '../../lib/dates';
import { selectSavedAmount } from './paymentSlice';
import { backToStart } from './popupWindow';

/** /payment/success (anonymous, inside the popup): what was paid and when. */
function PaymentSuccessPage() {
  const amount = useAppSelector(selectSavedAmount);
  const [now] = useState(() => new Date());
  const heading = usePageHeading(pageTitles.paymentSuccess);

  return (
    <main className="payment-result container py-5" aria-labelledby="result-title">
      <h1 ref={heading} tabIndex={-1} id="result-title" className="h3 text-success-emphasis">
        Operación exitosa
      </h1>
      {amount && (
        <p className="fs-2 fw-semibold mb-2">
          <Money amount={amount} />
        </p>
      )}
      <p>Tu pago fue procesado y se acreditará en tu cuenta en unos minutos.</p>
      <p className="text-body-secondary">
        <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
      </p>
      <Button variant="primary" onClick={() => backToStart()}>
        Volver al inicio
      </Button>
    </main>
  );
}

export default PaymentSuccessPage;

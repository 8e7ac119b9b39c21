import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '../../../app/hooks';
import { pageTitles } from '../../../lib/page-titles';
import { Money } from '../../../components/Money';
import { formatDateTime } from '../../../lib/dates';
import { selectSavedAmount } from '../paymentSlice';
import { PaymentResult } from './PaymentResult';
import { backToStart, tellOpenerPaid } from './popupWindow';

/** /payment/success (anonymous, inside the popup): what was paid and when. */
function PaymentSuccessPage() {
  const amount = useAppSelector(selectSavedAmount);
  const [now] = useState(() => new Date());
  useEffect(tellOpenerPaid, []);

  return (
    <PaymentResult title={pageTitles.paymentSuccess} tone="success">
      {amount && (
        <p className="fs-2 fw-semibold mb-2">
          <Money amount={amount} />
        </p>
      )}
      <p>Tu pago fue procesado y se acreditará en tu tarjeta en unos minutos.</p>
      <p className="text-body-secondary">
        <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
      </p>
      <Button variant="primary" onClick={() => backToStart()}>
        Volver al inicio
      </Button>
    </PaymentResult>
  );
}

export default PaymentSuccessPage;

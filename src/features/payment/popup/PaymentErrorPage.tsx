import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { config } from '../../../lib/config';
import { useAppSelector } from '../../../app/hooks';
import { pageTitles } from '../../../lib/page-titles';
import { ExternalLink } from '../../../components/ExternalLink';
import { selectSavedAmount } from '../paymentSlice';
import { PaymentResult } from './PaymentResult';
import { backToStart, payAgain, tellOpenerRejected } from './popupWindow';

/** /payment/error (anonymous, inside the popup): why it failed and how to try again. */
function PaymentErrorPage() {
  const amount = useAppSelector(selectSavedAmount);
  useEffect(tellOpenerRejected, []);

  return (
    <PaymentResult title={pageTitles.paymentError} tone="danger">
      <p>No pudimos procesar tu pago.</p>
      <p>
        Solo se aceptan tarjetas de débito bancarias con fondos disponibles y habilitadas para
        compras en línea.{' '}
        <ExternalLink href={config.paymentMethodsUrl}>Ver medios de pago</ExternalLink>
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => payAgain(amount)}>
          Volver a pagar
        </Button>
        <Button variant="secondary" onClick={() => backToStart()}>
          Volver al inicio
        </Button>
      </div>
    </PaymentResult>
  );
}

export default PaymentErrorPage;

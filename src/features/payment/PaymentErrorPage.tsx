import Button from 'react-bootstrap/Button';
import { config } from '../../lib/config';
import { useAppSelector } from '../../app/hooks';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { ExternalLink } from '../../components/ExternalLink';
import { selectSavedAmount } from './paymentSlice';
import { backToStart, payAgain } from './popupWindow';

/** /payment/error (anonymous, inside the popup): why it failed and how to try again. */
function PaymentErrorPage() {
  const amount = useAppSelector(selectSavedAmount);
  const heading = usePageHeading(pageTitles.paymentError);

  return (
    <main className="payment-result container py-5" aria-labelledby="result-title">
      <h1 ref={heading} tabIndex={-1} id="result-title" className="h3 text-danger-emphasis">
        Error en el pago
      </h1>
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
    </main>
  );
}

export default PaymentErrorPage;

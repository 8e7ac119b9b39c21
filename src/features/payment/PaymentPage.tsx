import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

/** /payment: the amount page. The popup and its monitors arrive with the payment issue. */
export function PaymentPage() {
  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="h3">
        Cuánto vas a pagar?
      </h1>
      <Link to={paths.home} className="btn btn-outline-secondary">
        Cancelar
      </Link>
    </section>
  );
}

export default PaymentPage;

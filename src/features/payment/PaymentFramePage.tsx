import { Navigate } from 'react-router-dom';
import { paths } from '../../app/paths';

/** /payment/frame: shown inside the popup while the payment form loads; needs an opener. */
export function PaymentFramePage() {
  if (!window.opener) return <Navigate to={paths.notFound} replace />;
  return (
    <main className="container py-5 text-center" role="status">
      <p className="lead">Cargando formulario de pago...</p>
    </main>
  );
}

export default PaymentFramePage;

import { Navigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/pageHeading';
import { pageTitles } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';

/** /payment/frame: shown inside the popup while the payment form loads; needs an opener. */
function PaymentFramePage() {
  useDocumentTitle(pageTitles.paymentFrame);
  if (!window.opener) return <Navigate to={paths.notFound} replace />;
  // The page's only words are its heading, inside a status region that says them as they appear.
  return (
    <main className="container py-5 text-center">
      <div role="status">
        <h1 className="lead">Cargando formulario de pago...</h1>
      </div>
    </main>
  );
}

export default PaymentFramePage;

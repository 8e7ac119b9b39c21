import Button from 'react-bootstrap/Button';
import { formatMoney } from '../../lib/money';
import { DEMO_CARDHOLDERS } from '../../../mocks/scenarios/demo-cardholders';
import { resetDemo } from '../../../mocks/demo-storage';

export interface DemoCredentials {
  dni: string;
  lastDigits: string;
}

/**
 * Mock mode only (a live build never loads it): says this is a demo and fills the form
 * with one of the demo cardholders of the demo contract.
 */
export function DemoBanner({ onPick }: { onPick: (credentials: DemoCredentials) => void }) {
  function reset() {
    resetDemo();
    window.location.reload();
  }

  return (
    // A region, not an alert: it is there from the start and must not interrupt a screen reader.
    <section className="demo-banner alert alert-info mb-4" aria-labelledby="demo-title">
      <h2 id="demo-title" className="h6 alert-heading">
        Modo demostración
      </h2>
      <p className="small mb-2">
        Datos ficticios: ningún pago es real. Elegí un titular de prueba:
      </p>
      <ul className="list-unstyled d-grid gap-2 mb-2">
        {DEMO_CARDHOLDERS.map((cardholder) => (
          <li key={cardholder.dni}>
            <button
              type="button"
              data-early-tap={`demo-${cardholder.dni}`}
              className="btn btn-sm w-100 text-start bg-body text-body border"
              aria-label={`Completar con ${cardholder.name}`}
              onClick={() => onPick({ dni: cardholder.dni, lastDigits: cardholder.last_digits })}
            >
              <span className="fw-semibold">{cardholder.name}</span>
              <span className="d-block small">
                Saldo {formatMoney(cardholder.balance)} · paga con{' '}
                {cardholder.payment_method === 'BIND_SIMPLE' ? 'BIND' : 'LINK'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="p-0" onClick={reset} data-early-tap="demo-reset">
        Reiniciar la demostración
      </Button>
    </section>
  );
}

export default DemoBanner;

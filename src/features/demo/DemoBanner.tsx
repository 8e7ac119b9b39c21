import { useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import { formatMoney } from '../../lib/money';
import { resetDemo, type DemoCardholderSummary } from './demoApi';
import { DemoScenarios } from './DemoScenarios';
import { takeDemoWasReset } from './resetNotice';
import { RESET_CONFIRM, RESET_LABEL } from './scenarios';
import { useDemoCardholders } from './useDemoCardholders';

export interface DemoCredentials {
  dni: string;
  lastDigits: string;
}

/** The demo has three cardholders: the list keeps their space while the mock answers. */
const EXPECTED_CARDHOLDERS = 3;

/**
 * Mock mode only (a live build never loads it): says this is a demo, lists the demo
 * cardholders with their figures as the mock database has them now (a payment shows), fills
 * the form with one of them, switches the demo scenarios and resets the demo.
 */
function DemoBanner({ onPick }: { onPick: (credentials: DemoCredentials) => void }) {
  const cardholders = useDemoCardholders();
  const justReset = useDemoJustReset();

  async function reset() {
    try {
      await resetDemo();
    } finally {
      // A fresh page reads the fresh demo (the list, the form, the scenario).
      window.location.reload();
    }
  }

  return (
    // A region, not an alert: it is there from the start and must not interrupt a screen reader.
    <section className="demo-banner alert alert-info mb-4" aria-labelledby="demo-title">
      <h2 id="demo-title" className="h6 alert-heading">
        Modo demostración
      </h2>
      {/* Only after a reset: /login's own status (why a session ended) stays the only one else. */}
      {justReset && (
        <p role="status" className="small fw-semibold mb-2">
          {RESET_CONFIRM.done}
        </p>
      )}
      <p className="small mb-2">
        Datos ficticios: ningún pago es real. Elegí un titular de prueba:
      </p>
      {cardholders === 'failed' ? (
        <p className="small mb-2">No pudimos leer los titulares de prueba. Recargá la página.</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-2" aria-busy={cardholders === null}>
          {cardholders === null
            ? Array.from({ length: EXPECTED_CARDHOLDERS }, (_, index) => (
                // Widths by class, not by a style attribute: this HTML is rendered at build
                // time, and the Content-Security-Policy forbids inline styles.
                <li key={index} className="demo-cardholder btn btn-sm w-100 bg-body border">
                  <span className="placeholder-glow d-block" aria-hidden="true">
                    <span className="placeholder rounded col-7" />
                  </span>
                  <span className="placeholder-glow d-block small" aria-hidden="true">
                    <span className="placeholder rounded col-9" />
                  </span>
                </li>
              ))
            : cardholders.map((cardholder) => (
                <li key={cardholder.dni}>
                  <DemoCardholderButton cardholder={cardholder} onPick={onPick} />
                </li>
              ))}
        </ul>
      )}
      <DemoScenarios />
      <Button
        variant="link"
        size="sm"
        className="p-0 mt-2"
        onClick={reset}
        data-early-tap="demo-reset"
      >
        {RESET_LABEL}
      </Button>
    </section>
  );
}

/**
 * Whether Opciones just reset the demo (and so signed out to here). Taken from session storage
 * at this banner's first read in the browser and kept for its life (a reload of /login, or
 * coming back later, says nothing). The prerendered HTML, and its hydration, say nothing: the
 * build has no session storage, and the words come in just after.
 */
function useDemoJustReset(): boolean {
  const [taken] = useState<{ justReset?: boolean }>({});
  return useSyncExternalStore(
    nothingToSubscribe,
    () => (taken.justReset ??= takeDemoWasReset()),
    () => false,
  );
}

const nothingToSubscribe = () => () => undefined;

function DemoCardholderButton({
  cardholder,
  onPick,
}: {
  cardholder: DemoCardholderSummary;
  onPick: (credentials: DemoCredentials) => void;
}) {
  return (
    <button
      type="button"
      className="demo-cardholder btn btn-sm w-100 text-start bg-body text-body border"
      aria-label={`Completar con ${cardholder.name}`}
      onClick={() => onPick({ dni: cardholder.dni, lastDigits: cardholder.last_digits })}
    >
      <span className="fw-semibold">{cardholder.name}</span>
      <span className="d-block small">
        Saldo {formatMoney(cardholder.balance)} · paga con{' '}
        {cardholder.payment_method === 'BIND_SIMPLE' ? 'BIND' : 'LINK'}
      </span>
    </button>
  );
}

export default DemoBanner;

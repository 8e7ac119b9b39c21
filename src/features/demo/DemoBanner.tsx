import { useState, useSyncExternalStore } from 'react';
import { formatMoney } from '../../lib/money';
import type { ProviderAmount } from '../../services/provider';
import { DEMO_PEOPLE, type DemoPerson } from './cardholders';
import { resetDemo } from './demoApi';
import { DemoScenarios } from './DemoScenarios';
import { takeDemoWasReset } from './resetNotice';
import { RESET_CONFIRM, RESET_LABEL } from './scenarios';
import { useDemoCardholders } from './useDemoCardholders';

export interface DemoCredentials {
  dni: string;
  lastDigits: string;
}

/** The panel's one line while folded: what this is, and what to do with it. */
const DEMO_TITLE = 'Modo demostración';
const DEMO_INVITATION = 'Elegí un titular de prueba';

/**
 * Mock mode only (docs/demo.md#the-demo-cardholders). A `<details>`, so a phone's first screen
 * keeps INGRESAR and it opens before any script runs; its buttons' presses are held until the app
 * is live (src/startup/2-input-held.ts).
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

  const figureOf = (dni: string): Figure => {
    if (cardholders === null) return 'waiting';
    if (cardholders === 'failed') return 'unknown';
    const found = cardholders.find((cardholder) => cardholder.dni === dni);
    return found ? { balance: found.balance } : 'unknown';
  };

  return (
    // A region, not an alert: there from the start, it must not interrupt a screen reader. The
    // info tint by Bootstrap's own rules (/login's stylesheet has no room for more), never the
    // warning a session's end is said in.
    <section className="demo-banner alert alert-info p-0 mb-4" aria-label={DEMO_TITLE}>
      <details>
        <summary className="demo-banner__summary fw-semibold">{`${DEMO_TITLE} · ${DEMO_INVITATION}`}</summary>
        <div className="demo-banner__body">
          <p className="small mb-2">Datos ficticios: ningún pago es real.</p>
          {cardholders === 'failed' && (
            <p className="small mb-2">No pudimos leer sus saldos. Recargá la página.</p>
          )}
          <ul className="list-unstyled d-grid gap-2 mb-2" aria-busy={cardholders === null}>
            {Object.values(DEMO_PEOPLE).map((person) => (
              <li key={person.dni}>
                <DemoCardholderButton
                  person={person}
                  figure={figureOf(person.dni)}
                  onPick={onPick}
                />
              </li>
            ))}
          </ul>
          <DemoScenarios />
          <button
            type="button"
            className="btn btn-link btn-sm p-0 mt-2"
            onClick={reset}
            data-early-tap="demo-reset"
          >
            {RESET_LABEL}
          </button>
        </div>
      </details>
      {/* Only after a reset, outside the fold so that it shows: /login's own notice (why a
          session ended) stays the only other one. */}
      {justReset && (
        <p role="status" className="small fw-semibold p-2 mb-0">
          {RESET_CONFIRM.done}
        </p>
      )}
    </section>
  );
}

/**
 * Whether Opciones just reset the demo (and so signed out to here): taken from session storage at
 * the banner's first read in the browser, kept for its life (a reload says nothing). The prerender
 * and its hydration say nothing (no session storage at build time); the words come just after.
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

/** A demo cardholder's balance as the mock database has it, until it answers, or not known. */
type Figure = { balance: ProviderAmount } | 'waiting' | 'unknown';

/**
 * One demo cardholder: a press fills the form. Named on the page (`data-early-tap`) so that a
 * press before the app is live is held and replayed; its balance is a placeholder until the
 * mock database has answered, and left out if it could not.
 */
function DemoCardholderButton({
  person,
  figure,
  onPick,
}: {
  person: DemoPerson;
  figure: Figure;
  onPick: (credentials: DemoCredentials) => void;
}) {
  const method = person.payment_method === 'BIND_SIMPLE' ? 'BIND' : 'LINK';
  return (
    <button
      type="button"
      className="demo-cardholder btn btn-sm w-100 text-start bg-body text-body border position-relative"
      aria-label={`Completar con ${person.name}`}
      data-early-tap={`demo-${person.dni}`}
      onClick={() => onPick({ dni: person.dni, lastDigits: person.last_digits })}
    >
      <span className="fw-semibold">{person.name}</span>
      <span className="d-block small">
        {figure === 'unknown' ? (
          `Paga con ${method}`
        ) : (
          <>
            Saldo{' '}
            {figure === 'waiting' ? (
              // Widths by class, not by a style attribute: this HTML is rendered at build
              // time, and the Content-Security-Policy forbids inline styles.
              <span className="placeholder-glow" aria-hidden="true">
                <span className="placeholder rounded col-4" />
              </span>
            ) : (
              formatMoney(figure.balance)
            )}{' '}
            · paga con {method}
          </>
        )}
      </span>
    </button>
  );
}

export default DemoBanner;

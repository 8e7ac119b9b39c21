import { useEffect, useRef } from 'react';
import { isScenarioId, SCENARIO_IDS, SCENARIOS } from './scenarios';
import type { DemoScenario } from './useDemoScenario';

interface ScenarioPanelProps extends DemoScenario {
  /**
   * Ids are prefixed so that the banner's and the dialog's panels never share one; the choices
   * are named by their disclosure's summary, `<idPrefix>-scenarios`.
   */
  idPrefix: string;
}

/**
 * 'Escenarios de demostración' (mock mode only): one choice of what the mock provider does,
 * applied at once.
 */
function ScenarioPanel({ active, failed, choose, idPrefix }: ScenarioPanelProps) {
  const choices = useRef<HTMLFieldSetElement>(null);

  // A choice made in /login's prerendered HTML, before the app took it over: the radio kept it
  // (as a field keeps what was typed, src/features/auth/LoginForm.tsx); it is applied now.
  useEffect(() => {
    const chosen = choices.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (isScenarioId(chosen)) choose(chosen);
    // Once, for what the page held when it was hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fieldset
      ref={choices}
      className="demo-scenarios border rounded p-2 mt-2 mb-0"
      aria-labelledby={`${idPrefix}-scenarios`}
    >
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {SCENARIO_IDS.map((scenario) => {
          const id = `${idPrefix}-scenario-${scenario}`;
          return (
            <li key={scenario} className="d-flex gap-2 align-items-start">
              <input
                type="radio"
                id={id}
                name={`${idPrefix}-scenario`}
                value={scenario}
                checked={active === scenario}
                aria-describedby={`${id}-description`}
                onChange={() => choose(scenario)}
              />
              <span className="text-break">
                <label htmlFor={id} className="d-block fw-semibold">
                  {SCENARIOS[scenario].name}
                </label>
                <span id={`${id}-description`} className="d-block small">
                  {SCENARIOS[scenario].description}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className="small text-danger-emphasis mt-2 mb-0">
          No pudimos cambiar el escenario. Intentá de nuevo.
        </p>
      )}
    </fieldset>
  );
}

export default ScenarioPanel;

import { PANEL_TITLE, SCENARIO_IDS, SCENARIOS } from './scenarios';
import type { DemoScenario } from './useDemoScenario';

interface ScenarioPanelProps extends DemoScenario {
  /** Ids are prefixed so that the banner's and the dialog's panels never share one. */
  idPrefix: string;
}

/**
 * 'Escenarios de demostración' (mock mode only): one choice of what the mock provider does,
 * applied at once, and a line that says what is on. Its own chunk, loaded when it is opened.
 */
function ScenarioPanel({ active, failed, choose, idPrefix }: ScenarioPanelProps) {
  return (
    <fieldset className="demo-scenarios border rounded p-2 mt-2 mb-0">
      <legend className="visually-hidden">{PANEL_TITLE}</legend>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {SCENARIO_IDS.map((scenario) => {
          const id = `${idPrefix}-scenario-${scenario}`;
          return (
            <li key={scenario} className="d-flex gap-2 align-items-start">
              <input
                type="radio"
                className="mt-1"
                id={id}
                name={`${idPrefix}-scenario`}
                checked={active === scenario}
                disabled={active === null}
                aria-describedby={`${id}-description`}
                onChange={() => choose(scenario)}
              />
              <span>
                <label htmlFor={id} className="fw-semibold">
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

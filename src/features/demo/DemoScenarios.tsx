import { useId } from 'react';
import ScenarioPanel from './ScenarioPanel';
import { PANEL_TITLE, SCENARIOS } from './scenarios';
import { useDemoScenario } from './useDemoScenario';

/**
 * The scenarios in the banner and Opciones: which one is on, and a `<details>` opening the panel
 * in place (not a dialog over a dialog), its choices inside from the start so that on /login a
 * choice is made before any script runs (the panel applies it once live).
 */
export function DemoScenarios() {
  const scenario = useDemoScenario();
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { active } = scenario;

  return (
    <div className="demo-scenario-switch">
      {/* Holds its line while the mock answers: nothing below it moves. */}
      <p className="small mb-1">
        {active ? `Escenario activo: ${SCENARIOS[active].name}` : '\u00a0'}
      </p>
      {/* The look of the demo list's buttons: it reads in light and dark alike. */}
      <details>
        <summary
          id={`${idPrefix}-scenarios`}
          className="small border rounded bg-body text-body p-1"
        >
          {PANEL_TITLE}
        </summary>
        <ScenarioPanel {...scenario} idPrefix={idPrefix} />
      </details>
    </div>
  );
}

import { useId } from 'react';
import ScenarioPanel from './ScenarioPanel';
import { PANEL_TITLE, SCENARIOS } from './scenarios';
import { useDemoScenario } from './useDemoScenario';

/**
 * What the demo banner and the Opciones dialog show of the scenarios: which one is on, and a
 * disclosure that opens the panel in place (not a second dialog over the first). A `<details>`
 * with the choices inside from the start: on /login it opens, and a choice is made, before any
 * script has run (the panel applies it once live).
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

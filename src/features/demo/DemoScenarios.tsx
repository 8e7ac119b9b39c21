import { lazy, Suspense, useId, useState } from 'react';
import { PANEL_TITLE, SCENARIOS } from './scenarios';
import { useDemoScenario } from './useDemoScenario';

const ScenarioPanel = lazy(
  () => import(/* webpackChunkName: "demo-scenarios" */ './ScenarioPanel'),
);

/**
 * What the demo banner and the Opciones dialog show of the scenarios: which one is on, and a
 * button that opens the panel in place (a disclosure, not a second dialog over the first).
 */
export function DemoScenarios() {
  const scenario = useDemoScenario();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { active } = scenario;

  return (
    <div className="demo-scenario-switch">
      {/* Holds its line while the mock answers: nothing below it moves. */}
      <p className="small mb-1">
        {active ? `Escenario activo: ${SCENARIOS[active].name}` : '\u00a0'}
      </p>
      {/* The demo list's own look: it reads in light and dark alike. */}
      <button
        type="button"
        className="btn btn-sm bg-body text-body border"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {PANEL_TITLE}
      </button>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<p className="small mt-2 mb-0">Cargando escenarios...</p>}>
            <ScenarioPanel {...scenario} idPrefix={panelId.replace(/[^a-zA-Z0-9_-]/g, '')} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { isScenarioId, SCENARIO_IDS, type ScenarioId } from '../../src/features/demo';
import type { ScenarioSwitch } from './scenario-state';

/** `?scenario=provider-down` on any page of a mock build turns that scenario on. */
const SCENARIO_PARAMETER = 'scenario';

/**
 * Reads the scenario a link asks for, turns it on and takes it out of the address bar (a
 * reload must not arm a one-shot scenario again). The router's own history state is kept.
 */
export function applyScenarioParameter(scenario: ScenarioSwitch): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(SCENARIO_PARAMETER);
  if (asked === null) return;
  if (isScenarioId(asked)) scenario.choose(asked);
  else console.error(`Escenario desconocido: ${asked}. Escenarios: ${SCENARIO_IDS.join(', ')}`);
  url.searchParams.delete(SCENARIO_PARAMETER);
  window.history.replaceState(window.history.state, '', url.href);
}

interface DemoHelper {
  scenarios: readonly ScenarioId[];
  scenario(): ScenarioId;
  setScenario(scenario: ScenarioId): ScenarioId;
}

declare global {
  interface Window {
    /** `npm start` only: the demo scenarios from the browser's console. */
    autogestionDemo?: DemoHelper;
  }
}

/** window.autogestionDemo, for a developer at the console (development builds only). */
export function installDemoHelper(scenario: ScenarioSwitch): void {
  window.autogestionDemo = {
    scenarios: SCENARIO_IDS,
    scenario: () => scenario.current(),
    setScenario(next) {
      if (!isScenarioId(next)) throw new Error(`Escenarios: ${SCENARIO_IDS.join(', ')}`);
      scenario.choose(next);
      return scenario.current();
    },
  };
}

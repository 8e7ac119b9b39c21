import { isScenarioId, type ScenarioId } from '../../src/features/demo';
import { DEMO_SCENARIO_KEY } from '../demo-storage';

/**
 * The demo scenario that is on. In the browser it lives in local storage, read at every call:
 * it survives a reload, and every copy of the mock API (the app's window, the payment popup)
 * follows the same switch. Tests keep it in memory.
 */
export interface ScenarioSwitch {
  current(): ScenarioId;
  choose(scenario: ScenarioId): void;
  /**
   * One-shot scenarios ('Sesión vencida', 'Pago rechazado por el banco') act once: true when
   * `scenario` is on, which is then used up (back to 'Normal').
   */
  takeOnce(scenario: ScenarioId): boolean;
}

function switchOver(read: () => ScenarioId, write: (scenario: ScenarioId) => void): ScenarioSwitch {
  return {
    current: read,
    choose: write,
    takeOnce(scenario) {
      if (read() !== scenario) return false;
      write('normal');
      return true;
    },
  };
}

export function memoryScenario(initial: ScenarioId = 'normal'): ScenarioSwitch {
  let active = initial;
  return switchOver(
    () => active,
    (scenario) => {
      active = scenario;
    },
  );
}

/**
 * Local storage is read at every use, inside a try: in private browsing merely touching
 * `window.localStorage` throws, and the demo must still start (the switch then lives in memory).
 */
export function storedScenario(storage: () => Storage = () => window.localStorage): ScenarioSwitch {
  const fallback = memoryScenario();
  return switchOver(
    () => {
      try {
        const saved = JSON.parse(storage().getItem(DEMO_SCENARIO_KEY) ?? 'null') as {
          active?: unknown;
        } | null;
        return isScenarioId(saved?.active) ? saved.active : 'normal';
      } catch {
        return fallback.current();
      }
    },
    (scenario) => {
      fallback.choose(scenario);
      try {
        if (scenario === 'normal') storage().removeItem(DEMO_SCENARIO_KEY);
        else storage().setItem(DEMO_SCENARIO_KEY, JSON.stringify({ active: scenario }));
      } catch {
        // Kept in memory only.
      }
    },
  );
}

import { useCallback, useEffect, useState } from 'react';
import { chooseScenario, fetchScenario } from './demoApi';
import type { ScenarioId } from './scenarios';

export interface DemoScenario {
  /** The scenario the mock provider is in; null until it has said. */
  active: ScenarioId | null;
  failed: boolean;
  choose: (scenario: ScenarioId) => void;
}

/** The mock provider's scenario, asked once on mount, and a way to switch it. */
export function useDemoScenario(): DemoScenario {
  const [active, setActive] = useState<ScenarioId | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchScenario()
      .then((state) => current && setActive(state.active))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const choose = useCallback((scenario: ScenarioId) => {
    setFailed(false);
    chooseScenario(scenario)
      .then((state) => setActive(state.active))
      .catch(() => setFailed(true));
  }, []);

  return { active, failed, choose };
}

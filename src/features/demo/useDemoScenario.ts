import { useCallback, useEffect, useRef, useState } from 'react';
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
  // A choice made before the first answer came (on /login, even before the app ran) wins.
  const chosen = useRef(false);

  useEffect(() => {
    let current = true;
    fetchScenario()
      .then((state) => current && !chosen.current && setActive(state.active))
      .catch(() => current && !chosen.current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  // The choice shows at once; the mock's answer confirms it, or puts back what is really on.
  const choose = useCallback((scenario: ScenarioId) => {
    chosen.current = true;
    setFailed(false);
    setActive(scenario);
    chooseScenario(scenario)
      .then((state) => setActive(state.active))
      .catch(() => {
        setFailed(true);
        fetchScenario()
          .then((state) => setActive(state.active))
          .catch(() => setActive(null));
      });
  }, []);

  return { active, failed, choose };
}

import {
  isScenarioId,
  type DemoCardholderSummary,
  type ScenarioState,
} from '../../src/features/demo';
import type { ScenarioSwitch } from '../demo/scenario-state';
import type { MockServer } from '../registry';
import { dbOf, jsonResponse, parseJsonBody } from './session';

export interface DemoRoutesOptions {
  scenario: ScenarioSwitch;
  /** Back to the seeded demo cardholders (and no session). */
  reseed: () => void;
  /** Gives due payments their announced status: the list shows today's figures. */
  settleDue: () => void;
}

/**
 * The demo's own routes, under /api/demo/ (never the provider's /api/v1/): the login page's
 * list of demo cardholders with their current figures, the scenario switch and the reset.
 * Not affected by any scenario: the panel must answer while the 'provider' is down.
 */
export function demoRoutes(server: MockServer, { scenario, reseed, settleDue }: DemoRoutesOptions) {
  const scenarioAnswer = () => {
    const body: { data: ScenarioState } = { data: { active: scenario.current() } };
    return jsonResponse(200, body);
  };

  server.get('cardholders/', (schema) => {
    settleDue();
    const list: DemoCardholderSummary[] = dbOf(schema)
      .cardholders.where({})
      .map(({ name, dni, last_digits, balance, payment_method }) => ({
        name,
        dni,
        last_digits,
        balance,
        payment_method,
      }));
    return jsonResponse(200, { data: list });
  });

  server.get('scenario/', scenarioAnswer);

  server.put('scenario/', (_schema, request) => {
    const { active } = parseJsonBody(request);
    if (!isScenarioId(active)) return jsonResponse(422, { message: 'Escenario desconocido.' });
    scenario.choose(active);
    return scenarioAnswer();
  });

  server.post('reset/', () => {
    reseed();
    scenario.choose('normal');
    return jsonResponse(200, { data: { active: scenario.current() } });
  });
}

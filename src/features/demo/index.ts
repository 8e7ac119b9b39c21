/**
 * What the demo's UI shares with the mock API (mocks/), which imports it from here only: the
 * scenarios' names and timings, the demo cardholders (who they are), and the shape of the demo's
 * own routes' answers.
 */
export {
  BANK_REJECTION_DELAY_S,
  isScenarioId,
  SCENARIO_IDS,
  SLOW_NETWORK_MS,
  type ScenarioId,
} from './scenarios';
export type { DemoCardholderSummary, ScenarioState } from './demoApi';
export { DEMO_PEOPLE } from './cardholders';

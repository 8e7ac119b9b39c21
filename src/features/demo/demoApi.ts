import { isRecord } from '../../lib/is-record';
import type { PaymentMethod, ProviderAmount } from '../../services/provider';
import { isScenarioId, type ScenarioId } from './scenarios';

/**
 * The demo's own routes (mock mode only), answered by the mock API beside the provider's:
 * they steer the mock, they are not part of the provider's contract. Plain fetch: the banner
 * on /login must not pull in the provider API's code.
 */
const DEMO_API_BASE = '/api/demo/';

/** A demo cardholder as the login page lists it: the mock database's current figures. */
export interface DemoCardholderSummary {
  name: string;
  dni: string;
  last_digits: string;
  balance: ProviderAmount;
  payment_method: PaymentMethod;
}

export interface ScenarioState {
  active: ScenarioId;
}

/** The `data` of the mock's envelope `{ data: ... }`, whatever the body turned out to be. */
function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

async function demoCall(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${DEMO_API_BASE}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

function scenarioStateOf(body: unknown): ScenarioState {
  const active = (dataOf(body) as { active?: unknown } | undefined)?.active;
  if (!isScenarioId(active)) throw new Error('no scenario in the answer');
  return { active };
}

export async function fetchDemoCardholders(): Promise<DemoCardholderSummary[]> {
  const data = dataOf(await demoCall('cardholders/'));
  if (!Array.isArray(data)) throw new Error('no cardholders in the answer');
  return data as DemoCardholderSummary[];
}

export async function fetchScenario(): Promise<ScenarioState> {
  return scenarioStateOf(await demoCall('scenario/'));
}

export async function chooseScenario(active: ScenarioId): Promise<ScenarioState> {
  return scenarioStateOf(
    await demoCall('scenario/', { method: 'PUT', body: JSON.stringify({ active }) }),
  );
}

/** The demo as the contract describes it: the seeded database, no scenario, no session. */
export async function resetDemo(): Promise<void> {
  await demoCall('reset/', { method: 'POST' });
}

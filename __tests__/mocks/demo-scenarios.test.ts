import { DEMO_SCENARIO_KEY } from '../../mocks/demo-storage';
import {
  memoryScenario,
  storedScenario,
  type ScenarioSwitch,
} from '../../mocks/demo/scenario-state';
import { applyPaymentOutcome, settleDuePayments, type DemoData } from '../../mocks/payment-outcome';
import { dbOf } from '../../mocks/routes/session';
import { seedDemoCardholders } from '../../mocks/scenarios/demo-cardholders';
import { makeServer, type MockServer } from '../../mocks/server';
import { call, login as loginAs } from '../support/provider-call';

let server: MockServer;
let scenario: ScenarioSwitch;
beforeEach(() => {
  scenario = memoryScenario();
  server = makeServer({ environment: 'test', scenario });
  seedDemoCardholders(server);
});
afterEach(() => server.shutdown());

const login = () => loginAs('30111222', '45678901');

const choose = (active: string) =>
  call('/api/demo/scenario/', { method: 'PUT', body: JSON.stringify({ active }) });

test('the switch answers what is on, changes it, and refuses an unknown scenario', async () => {
  expect(await call('/api/demo/scenario/')).toEqual({
    status: 200,
    body: { data: { active: 'normal' } },
  });
  expect(await choose('slow-network')).toEqual({
    status: 200,
    body: { data: { active: 'slow-network' } },
  });
  expect(scenario.current()).toBe('slow-network');
  expect((await choose('everything-on-fire')).status).toBe(422);
  expect(scenario.current()).toBe('slow-network');
});

test("'Proveedor caído': every provider call answers 503; the demo's own routes still answer", async () => {
  const { token } = (await login()).body;
  await choose('provider-down');
  for (const path of ['auth/ping/', 'me/', 'account/', 'payments/', 'summary/last/'])
    expect(await call(`/api/v1/${path}`, {}, token)).toEqual({
      status: 503,
      body: { message: 'Servicio no disponible.' },
    });
  expect((await login()).status).toBe(503);
  expect((await call('/api/demo/cardholders/')).status).toBe(200);
  await choose('normal');
  expect((await call('/api/v1/account/', {}, token)).status).toBe(200);
});

test("'Sesión vencida': the next ping answers 401 and the session is gone; then back to normal", async () => {
  const { token } = (await login()).body;
  await choose('session-expired');
  expect((await call('/api/v1/account/', {}, token)).status).toBe(200);
  expect((await call('/api/v1/auth/ping/', {}, token)).status).toBe(401);
  expect((await call('/api/v1/account/', {}, token)).status).toBe(401);
  expect((await call('/api/demo/scenario/')).body.data.active).toBe('normal');
  const again = (await login()).body.token;
  expect((await call('/api/v1/auth/ping/', {}, again)).status).toBe(200);
});

test("'Pago rechazado por el banco': the next payment, accepted by the gateway, is rejected 20 s later; the one after is not", async () => {
  const { token } = (await login()).body;
  await choose('bank-rejects');
  const pay = async () => {
    const created = await call(
      '/api/v1/payments/',
      { method: 'POST', body: JSON.stringify({ amount: 1000 }) },
      token,
    );
    const endpoint = new URL(created.body.data.endpoint);
    return { paymentId: created.body.data.id, secret: endpoint.searchParams.get('secret') ?? '' };
  };
  const first = await pay();
  expect((await call('/api/demo/scenario/')).body.data.active).toBe('normal');
  const second = await pay();

  const now = new Date();
  let data = dbOf(server).dump();
  data = applyPaymentOutcome(data, { ...first, outcome: 'Acreditado' }, now);
  data = applyPaymentOutcome(data, { ...second, outcome: 'Acreditado' }, now);
  const statusOf = (settled: DemoData, id: string) =>
    settled.payments?.find((payment) => payment.id === id)?.status_name;
  expect(statusOf(data, first.paymentId)).toBe('Pendiente');
  expect(statusOf(data, second.paymentId)).toBe('Acreditado');
  expect(statusOf(settleDuePayments(data, new Date(now.getTime() + 19_000)), first.paymentId)).toBe(
    'Pendiente',
  );
  const later = settleDuePayments(data, new Date(now.getTime() + 20_000));
  expect(statusOf(later, first.paymentId)).toBe('Rechazado');
  // Rejected: the balance is lowered only by the second payment.
  const maria = later.cardholders?.find((cardholder) => cardholder.dni === '30111222');
  expect(maria?.balance).toBe(83350.75);
});

test("'Red lenta': the provider's answers come 3 s late", async () => {
  await choose('slow-network');
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    let answered = false;
    const answer = login().then(() => {
      answered = true;
    });
    await jest.advanceTimersByTimeAsync(2900);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await answer;
    expect(answered).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('reset: the seeded demo again, no session, no scenario', async () => {
  const { token } = (await login()).body;
  await choose('provider-down');
  server.db.cardholders.update(server.db.cardholders.findBy({ dni: '30111222' })?.id, {
    balance: 0,
  });
  expect((await call('/api/demo/reset/', { method: 'POST' })).status).toBe(200);
  expect(scenario.current()).toBe('normal');
  expect((await call('/api/v1/auth/ping/', {}, token)).status).toBe(401);
  expect((await call('/api/demo/cardholders/')).body.data[0].balance).toBe(84350.75);
});

describe('the scenario kept in local storage (the browser)', () => {
  afterEach(() => window.localStorage.clear());

  test('survives a new page (a new switch over the same storage) and is cleared by Normal', () => {
    storedScenario().choose('provider-down');
    expect(JSON.parse(window.localStorage.getItem(DEMO_SCENARIO_KEY) ?? '')).toEqual({
      active: 'provider-down',
    });
    expect(storedScenario().current()).toBe('provider-down');
    storedScenario().choose('normal');
    expect(window.localStorage.getItem(DEMO_SCENARIO_KEY)).toBeNull();
  });

  test('a one-shot scenario is used up once, for every page', () => {
    const app = storedScenario();
    const popup = storedScenario();
    app.choose('session-expired');
    expect(popup.takeOnce('session-expired')).toBe(true);
    expect(app.takeOnce('session-expired')).toBe(false);
    expect(app.current()).toBe('normal');
  });

  test('a hand-edited value is Normal', () => {
    window.localStorage.setItem(DEMO_SCENARIO_KEY, '{"active":"caos"}');
    expect(storedScenario().current()).toBe('normal');
    window.localStorage.setItem(DEMO_SCENARIO_KEY, 'no es JSON');
    expect(storedScenario().current()).toBe('normal');
  });
});

test('private browsing (touching local storage throws): the switch works for the page', () => {
  const denied = storedScenario(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(denied.current()).toBe('normal');
  denied.choose('slow-network');
  expect(denied.current()).toBe('slow-network');
  expect(denied.takeOnce('slow-network')).toBe(true);
});

import { applyPaymentOutcome, settleDuePayments } from '../../mocks/payment-outcome';
import { dbOf } from '../../mocks/routes/session';
import { seedDemoCardholders } from '../../mocks/scenarios/demo-cardholders';
import { withMockProvider } from '../support/mock-provider';
import { login, providerCall as call, tokenOf } from '../support/provider-call';
import { readPdf } from '../support/read-pdf';

const server = withMockProvider();
beforeEach(() => seedDemoCardholders(server()));

test('the contract login message answers any other DNI / digits pair with 401', async () => {
  expect(await login('30111222', '00000000')).toEqual({
    status: 401,
    body: { message: 'Los datos ingresados no son correctos.' },
  });
  expect((await login('', '')).status).toBe(401);
});

test.each(['auth/ping/', 'me/', 'account/', 'payments/', 'summary/last/'])(
  '%s without a valid Bearer token answers 401',
  async (path) => {
    expect((await call(path)).status).toBe(401);
    expect((await call(path, {}, 'not-a-token')).status).toBe(401);
  },
);

test("María's payments: today, 3 days ago and 40 days ago, newest first, with status.data.name", async () => {
  const token = await tokenOf('30111222', '45678901');
  const { body } = await call('payments/', {}, token);
  expect(
    body.data.map((payment: { status: { data: { name: string } } }) => payment.status.data.name),
  ).toEqual(['Acreditado', 'Acreditado', 'Rechazado']);
  const daysAgo = body.data.map((payment: { created_at: string }) => {
    const created = new Date(payment.created_at);
    const today = new Date();
    const midnight = (date: Date) =>
      new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    return Math.round((midnight(today) - midnight(created)) / 86_400_000);
  });
  expect(daysAgo).toEqual([0, 3, 40]);
  expect(body.data[0]).toEqual(
    expect.objectContaining({
      amount: expect.any(Number),
      created_at: expect.any(String),
      payment_method: 'LINK_PEI',
    }),
  );
});

test('Jorge has no payments; Lucía pays with BIND_SIMPLE and has one from 10 days ago', async () => {
  expect((await call('payments/', {}, await tokenOf('28999888', '11223344'))).body).toEqual({
    data: [],
  });
  const lucia = (await call('payments/', {}, await tokenOf('33444555', '99887766'))).body.data;
  expect(lucia).toHaveLength(1);
  expect(lucia[0].payment_method).toBe('BIND_SIMPLE');
});

test('me/ gives the cardholder name', async () => {
  const token = await tokenOf('33444555', '99887766');
  expect((await call('me/', {}, token)).body).toEqual({ data: { name: 'Lucía Gómez' } });
});

test('POST payments/ answers the payment with its endpoint and method; a bad amount is refused', async () => {
  const token = await tokenOf('33444555', '99887766');
  const created = await call(
    'payments/',
    { method: 'POST', body: JSON.stringify({ amount: 12000.5 }) },
    token,
  );
  expect(created.status).toBe(201);
  expect(created.body.data).toEqual(
    expect.objectContaining({
      amount: 12000.5,
      payment_method: 'BIND_SIMPLE',
      endpoint: expect.stringMatching(/^http/),
    }),
  );
  for (const amount of [0, -5, 'abc', 1.001]) {
    const refused = await call(
      'payments/',
      { method: 'POST', body: JSON.stringify({ amount }) },
      token,
    );
    expect(refused.status).toBe(422);
  }
});

test("each payment's endpoint carries a secret of its own, which no answer of the API shows", async () => {
  const token = await tokenOf('30111222', '45678901');
  const pay = () =>
    call('payments/', { method: 'POST', body: JSON.stringify({ amount: 100 }) }, token);
  const secrets = [await pay(), await pay()].map(
    (created) => new URL(created.body.data.endpoint).searchParams.get('secret') ?? '',
  );
  for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{32}$/);
  expect(secrets[0]).not.toBe(secrets[1]);
  const listed = JSON.stringify((await call('payments/', {}, token)).body);
  for (const secret of secrets) expect(listed).not.toContain(secret);
});

test('summary/last/ is a real PDF of the cardholder statement', async () => {
  const token = await tokenOf('30111222', '45678901');
  const { body } = await call('summary/last/', {}, token);
  const { text, info } = readPdf(Buffer.from(body.data.file.b64, 'base64'));
  expect(info).toMatch(/Pages:\s+1\n/);
  expect(text).toContain('María Fernández');
  // The statement home shows: nothing paid since it closed, so no 'Saldo pendiente' yet.
  expect(text).toMatch(/Saldo último resumen\s+\$ 84,350\.75/);
  expect(text).not.toContain('Saldo pendiente');
  for (const description of ['Supermercado Día Norte', 'Mercado Libre (cuota 2/6)', 'Netflix'])
    expect(text).toContain(description);
});

describe('an attempt left open at the demo gateway', () => {
  // The demo's clock: only Date is faked, so the mock API still answers at once.
  beforeEach(() =>
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  test.each([
    ['María (LINK_PEI)', '30111222', '45678901'],
    ['Lucía (BIND_SIMPLE)', '33444555', '99887766'],
  ])(
    "%s: 'Cancelado' 30 minutes after it was made, and the figures never change",
    async (_who, dni, digits) => {
      const token = await tokenOf(dni, digits);
      const figures = async () => (await call('account/', {}, token)).body.data;
      const newestStatus = async () =>
        (await call('payments/', {}, token)).body.data[0].status.data.name;
      const before = await figures();
      const made = Date.now();
      const created = await call(
        'payments/',
        { method: 'POST', body: JSON.stringify({ amount: 1000 }) },
        token,
      );
      expect(created.status).toBe(201);

      jest.setSystemTime(made + 30 * 60_000 - 1);
      expect(await newestStatus()).toBe('Pendiente');
      jest.setSystemTime(made + 30 * 60_000);
      expect(await newestStatus()).toBe('Cancelado');
      expect(await figures()).toEqual(before);
    },
  );
});

test("a window closed after the form's outcome cancels nothing: 'Pagar' stays credited, 'Acreditar en 20 s' is credited 20 s later", async () => {
  const token = await tokenOf('30111222', '45678901');
  const pay = async (amount: number) => {
    const { body } = await call(
      'payments/',
      { method: 'POST', body: JSON.stringify({ amount }) },
      token,
    );
    const secret = new URL(body.data.endpoint).searchParams.get('secret') ?? '';
    return { paymentId: body.data.id as string, secret };
  };
  const paid = await pay(1000);
  const later = await pay(2000);
  const now = new Date();
  let data = dbOf(server()).dump();
  data = applyPaymentOutcome(data, { ...paid, outcome: 'Acreditado' }, now);
  data = applyPaymentOutcome(data, { ...later, outcome: 'Acreditado', afterSeconds: 20 }, now);
  // Then each window is closed: the gateway's cancellation comes after its outcome.
  for (const payment of [paid, later])
    data = applyPaymentOutcome(data, { ...payment, outcome: 'Cancelado' }, now);

  const settled = settleDuePayments(data, new Date(now.getTime() + 20_000));
  const statusOf = (id: string) =>
    settled.payments?.find((payment) => payment.id === id)?.status_name;
  expect(statusOf(paid.paymentId)).toBe('Acreditado');
  expect(statusOf(later.paymentId)).toBe('Acreditado');
  const maria = settled.cardholders?.find((cardholder) => cardholder.dni === '30111222');
  expect(maria?.balance).toBe(81350.75);
});

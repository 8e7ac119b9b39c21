import { readFileSync } from 'node:fs';
import path from 'node:path';
import { creditPayment, isAfterClosing } from '../../mocks/account-figures';
import { applyPaymentOutcome, type DemoData } from '../../mocks/payment-outcome';
import type { CardholderRecord, PaymentRecord } from '../../mocks/records';
import {
  demoCardholderRecord,
  DEMO_CARDHOLDERS,
  PAYMENT_MOVEMENT,
  seedDemoCardholders,
} from '../../mocks/scenarios/demo-cardholders';
import { dbOf } from '../../mocks/routes/session';
import { DEMO_PEOPLE } from '../../src/features/demo';
import { withMockProvider } from '../support/mock-provider';
import { providerCall as call, tokenOf } from '../support/provider-call';

const cents = (amount: number) => Math.round(amount * 100);
const sum = (amounts: number[]) =>
  amounts.reduce((total, amount) => total + cents(amount), 0) / 100;

// The demo contract's table (section 2): who the demo cardholders are, in order, and what home
// shows each of them today.
const CONTRACT = [
  {
    name: 'María Fernández',
    dni: '30111222',
    last_digits: '45678901',
    payment_method: 'LINK_PEI',
    available: 350000,
    balance: 84350.75,
  },
  {
    name: 'Jorge Benítez',
    dni: '28999888',
    last_digits: '11223344',
    payment_method: 'LINK_PEI',
    available: 120000,
    balance: -1500,
  },
  {
    name: 'Lucía Gómez',
    dni: '33444555',
    last_digits: '99887766',
    payment_method: 'BIND_SIMPLE',
    available: 80000,
    balance: 12000.5,
  },
  {
    name: 'Tomás Ríos',
    dni: '31222333',
    last_digits: '55667788',
    payment_method: 'LINK_PEI',
    available: 0,
    balance: 45200,
  },
];
const contractOf = (name: string) => CONTRACT.find((person) => person.name === name);

describe.each(DEMO_CARDHOLDERS.map((demo) => [demo.name, demo] as const))(
  "%s's figures add up",
  (name, demo) => {
    const { cardholder, payments } = demoCardholderRecord(demo);
    const credited = payments.filter((payment) => payment.status_name === 'Acreditado');
    const since = credited.filter((payment) => isAfterClosing(payment, cardholder.closed_at));

    test('the statement’s movements add up to its balance', () => {
      expect(sum(cardholder.movements.map((movement) => movement.amount))).toBe(
        cardholder.statement_balance,
      );
      expect(
        cardholder.movements.every((movement) => movement.date <= cardholder.closing_date),
      ).toBe(true);
    });

    test('each payment credited in the period is a movement of the statement', () => {
      const inPeriod = credited.filter((payment) => !isAfterClosing(payment, cardholder.closed_at));
      const paymentLines = cardholder.movements.filter(
        (movement) => movement.description === PAYMENT_MOVEMENT,
      );
      // The statement lists them oldest first; payments/ newest first.
      expect(paymentLines.map((line) => -line.amount)).toEqual(
        inPeriod.map((payment) => payment.amount).reverse(),
      );
    });

    test('today’s balance and minimum are the statement’s less the payments since it closed', () => {
      const paid = sum(since.map((payment) => payment.amount));
      expect(cardholder.balance).toBe(sum([cardholder.statement_balance, -paid]));
      expect(cardholder.minimum_payment).toBe(
        Math.max(0, sum([cardholder.statement_minimum, -paid])),
      );
    });

    test('what home shows is the demo contract’s figure', () => {
      const { available, balance } = contractOf(name) ?? {};
      expect({ available: cardholder.available, balance: cardholder.balance }).toEqual({
        available,
        balance,
      });
    });
  },
);

test("María's $ 5,000.00 of today and 3 days ago are in the statement, which closed as the demo was seeded: home's figures are the statement's", () => {
  const [maria] = DEMO_CARDHOLDERS;
  const { cardholder } = demoCardholderRecord(maria as (typeof DEMO_CARDHOLDERS)[number]);
  expect(cardholder).toMatchObject({
    statement_balance: 84350.75,
    statement_minimum: 8435.08,
    balance: 84350.75,
    minimum_payment: 8435.08,
  });
});

test('a new payment follows the same rule as the seeded ones', () => {
  const figures = { balance: 84350.75, available: 350000, minimum_payment: 8435.08 };
  expect(creditPayment(figures, 10000)).toEqual({
    balance: 74350.75,
    available: 360000,
    minimum_payment: 0,
  });
  const data: DemoData = {
    cardholders: [{ id: '1', ...figures } as CardholderRecord],
    payments: [
      {
        id: '9',
        cardholderId: '1',
        amount: 10000,
        created_at: new Date().toISOString(),
        status_name: 'Pendiente',
        payment_method: 'LINK_PEI',
        gateway_secret: 's',
      } as PaymentRecord,
    ],
  };
  const credited = applyPaymentOutcome(data, {
    paymentId: '9',
    secret: 's',
    outcome: 'Acreditado',
  });
  expect(credited.cardholders?.[0]).toMatchObject(creditPayment(figures, 10000));
});

describe("the login page's demo list: GET /api/demo/cardholders/", () => {
  const server = withMockProvider();
  beforeEach(() => seedDemoCardholders(server()));

  const list = async () => (await (await fetch('/api/demo/cardholders/')).json()).data;

  test('lists the demo cardholders with the mock database’s current figures', async () => {
    expect(await list()).toEqual(
      CONTRACT.map(({ name, dni, last_digits, balance, payment_method }) => ({
        name,
        dni,
        last_digits,
        balance,
        payment_method,
      })),
    );
    const { cardholders } = dbOf(server());
    const lucia = cardholders.findBy({ dni: '33444555' });
    if (!lucia) throw new Error('Lucía Gómez is one of the seeded demo cardholders');
    cardholders.update(lucia.id, creditPayment(lucia, 12000.5));
    expect((await list())[2]).toMatchObject({ name: 'Lucía Gómez', balance: 0 });
  });
});

describe('what the provider does for them', () => {
  const server = withMockProvider();
  beforeEach(() => seedDemoCardholders(server()));

  test.each(CONTRACT)(
    '$name signs in and gets the contract figures in the spec shape',
    async ({ dni, last_digits, available, balance }) => {
      const token = await tokenOf(dni, last_digits);
      expect(token).toMatch(/^[0-9a-f]{48}$/);
      expect((await call('auth/ping/', {}, token)).status).toBe(200);
      const { body } = await call('account/', {}, token);
      expect(body.data.credit).toEqual({ available });
      expect(body.data.balance).toEqual({ current: balance });
      expect(body.data.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  test("Tomás's card is blocked: he has no payments, and POST payments/ answers 403 with the contract's message", async () => {
    const token = await tokenOf('31222333', '55667788');
    expect((await call('payments/', {}, token)).body).toEqual({ data: [] });
    expect(
      await call('payments/', { method: 'POST', body: JSON.stringify({ amount: 45200 }) }, token),
    ).toEqual({
      status: 403,
      body: {
        message:
          'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.',
      },
    });
    expect((await call('payments/', {}, token)).body).toEqual({ data: [] });
  });
});

test('the database seeds everyone /login lists, and only them, in its order', () => {
  expect(
    DEMO_CARDHOLDERS.map(({ name, dni, last_digits }) => ({ name, dni, last_digits })),
  ).toEqual(
    Object.values(DEMO_PEOPLE).map(({ name, dni, last_digits }) => ({ name, dni, last_digits })),
  );
});

test("the README's table of demo cardholders is the demo's own: who, their figures, their way to pay, in order", () => {
  const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Demo cardholders'));
  const rows = [
    ...table.matchAll(
      /^\| ([A-ZÁÉÍÓÚ][^|]+?) +\| (\d+) +\| (\d+) +\| ([\d.-]+) +\| ([\d.-]+)[^|]*\| (\w+) +\|/gm,
    ),
  ];
  const amount = (text: string | undefined) => Number(text);
  expect(
    rows.map(([, name, dni, digits, available, balance, method]) => ({
      name,
      dni,
      digits,
      available: amount(available),
      balance: amount(balance),
      method,
    })),
  ).toEqual(
    DEMO_CARDHOLDERS.map((demo) => {
      const { cardholder } = demoCardholderRecord(demo);
      return {
        name: demo.name,
        dni: demo.dni,
        digits: demo.last_digits,
        available: cardholder.available,
        balance: cardholder.balance,
        method: demo.payment_method,
      };
    }),
  );
});

import type {
  CardholderBehaviour,
  CardholderRecord,
  MovementRecord,
  PaymentRecord,
} from '../records';
import type { MockServer } from '../registry';
import { creditPayment, isAfterClosing, roundCents } from '../account-figures';
import { daysFromToday, earlierToday, isoDate } from '../clock';
import { DEMO_PEOPLE } from '../../src/features/demo';

/**
 * The statement closed as the demo was seeded (so that a fresh demo's figures are the
 * statement's, as its PDF shows them) and is due in 10 days; its period: a month.
 */
const DUE_IN_DAYS = 10;
const PREVIOUS_CLOSING_DAYS_AGO = 30;

interface DemoPayment extends Pick<PaymentRecord, 'amount' | 'status_name'> {
  daysAgo: number;
}

/**
 * A demo cardholder as their last statement closed. The statement's balance is worked out
 * (previous balance, purchases, the payments credited in the period); today's figures are the
 * statement's less the payments credited since it closed, by the same rule a new payment
 * follows. The result is the demo contract's table (section 2), which the tests hold.
 */
export interface DemoCardholder extends Pick<
  CardholderRecord,
  'name' | 'dni' | 'last_digits' | 'credit_limit' | 'payment_method'
> {
  /** How the provider treats them beyond their figures (a blocked card), copied to the record. */
  behaviour?: CardholderBehaviour;
  /** Credit available for purchases when the statement closed. */
  availableAtClosing: number;
  previousBalance: number;
  /** Purchases, refunds and charges of the period: [days ago, description, amount]. */
  charges: Array<[number, string, number]>;
  statementMinimum: number;
  payments: DemoPayment[];
}

export const PREVIOUS_BALANCE = 'Saldo anterior';
export const PAYMENT_MOVEMENT = 'Su pago en pesos, gracias';

/**
 * The demo cardholders (the demo contract's, section 2), who they are (DEMO_PEOPLE, which
 * the login page lists too) and their figures. Sales showings rely on them.
 */
export const DEMO_CARDHOLDERS: DemoCardholder[] = [
  {
    // Paid $ 5,000.00 in the period (today and 3 days ago): a statement of $ 84,350.75.
    ...DEMO_PEOPLE.maria,
    credit_limit: 500000,
    availableAtClosing: 350000,
    previousBalance: 0,
    charges: [
      [28, 'Supermercado Día Norte', 32450.2],
      [24, 'YPF Av. Libertador', 18900],
      [19, 'Farmacity Centro', 7230.55],
      [15, 'Mercado Libre (cuota 2/6)', 15770],
      [9, 'Netflix', 10000],
      [7, 'Uber Viajes', 5000],
    ],
    statementMinimum: 8435.08,
    payments: [
      { daysAgo: 0, amount: 2000, status_name: 'Acreditado' },
      { daysAgo: 3, amount: 3000, status_name: 'Acreditado' },
      { daysAgo: 40, amount: 30000, status_name: 'Rechazado' },
    ],
  },
  {
    // A refund larger than the period's purchases: a credit in their favour.
    ...DEMO_PEOPLE.jorge,
    credit_limit: 200000,
    availableAtClosing: 120000,
    previousBalance: 0,
    charges: [
      [25, 'Garbarino (cuota 3/3)', 6500],
      [12, 'Devolución de compra Garbarino', -8000],
    ],
    statementMinimum: 0,
    payments: [],
  },
  {
    // Paid the previous statement in full in the period; nothing since it closed.
    ...DEMO_PEOPLE.lucia,
    credit_limit: 150000,
    availableAtClosing: 80000,
    previousBalance: 15000,
    charges: [
      [22, 'Librería El Ateneo', 4500.5],
      [16, 'Café Martínez', 2300],
      [8, 'Spotify', 5200],
    ],
    statementMinimum: 1200.05,
    payments: [{ daysAgo: 10, amount: 15000, status_name: 'Acreditado' }],
  },
  {
    // His card is blocked: no credit left, and the provider refuses his payments (403).
    ...DEMO_PEOPLE.tomas,
    credit_limit: 100000,
    availableAtClosing: 0,
    previousBalance: 0,
    charges: [
      [26, 'Frávega (cuota 4/12)', 15200],
      [18, 'Carrefour Palermo', 20000],
      [11, 'Personal Flow', 10000],
    ],
    statementMinimum: 4520,
    payments: [],
    behaviour: { blocked: true },
  },
];

type SeedPayment = Omit<PaymentRecord, 'id' | 'cardholderId'>;

function paymentsOf(demo: DemoCardholder, now: Date): SeedPayment[] {
  return demo.payments.map(({ daysAgo, ...payment }) => ({
    ...payment,
    payment_method: demo.payment_method,
    created_at: (daysAgo === 0 ? earlierToday(now) : daysFromToday(-daysAgo, now)).toISOString(),
  }));
}

/** The statement's movements, oldest first: the previous balance, the charges, the payments. */
function movementsOf(demo: DemoCardholder, payments: SeedPayment[], closedAt: string, now: Date) {
  const day = (daysAgo: number) => isoDate(daysFromToday(-daysAgo, now));
  const movements: MovementRecord[] = [
    ...(demo.previousBalance !== 0
      ? [
          {
            date: day(PREVIOUS_CLOSING_DAYS_AGO),
            description: PREVIOUS_BALANCE,
            amount: demo.previousBalance,
          },
        ]
      : []),
    ...demo.charges.map(([daysAgo, description, amount]) => ({
      date: day(daysAgo),
      description,
      amount,
    })),
    ...payments
      .filter((payment) => payment.status_name === 'Acreditado')
      .filter((payment) => !isAfterClosing(payment, closedAt))
      .filter((payment) => isoDate(new Date(payment.created_at)) > day(PREVIOUS_CLOSING_DAYS_AGO))
      .map((payment) => ({
        date: isoDate(new Date(payment.created_at)),
        description: PAYMENT_MOVEMENT,
        amount: -payment.amount,
      })),
  ];
  return movements.sort((a, b) => a.date.localeCompare(b.date));
}

/** A demo cardholder's record as of `now`, and their payments. */
export function demoCardholderRecord(
  demo: DemoCardholder,
  now: Date = new Date(),
): { cardholder: Omit<CardholderRecord, 'id'>; payments: SeedPayment[] } {
  const closedAt = now.toISOString();
  const payments = paymentsOf(demo, now);
  const movements = movementsOf(demo, payments, closedAt, now);
  const statementBalance = roundCents(movements.reduce((sum, { amount }) => sum + amount, 0));
  const asClosed = {
    name: demo.name,
    dni: demo.dni,
    last_digits: demo.last_digits,
    credit_limit: demo.credit_limit,
    payment_method: demo.payment_method,
    ...demo.behaviour,
    closing_date: isoDate(now),
    closed_at: closedAt,
    due_date: isoDate(daysFromToday(DUE_IN_DAYS, now)),
    movements,
    statement_balance: statementBalance,
    statement_minimum: demo.statementMinimum,
    balance: statementBalance,
    minimum_payment: demo.statementMinimum,
    available: demo.availableAtClosing,
  };
  const cardholder = payments
    .filter((payment) => payment.status_name === 'Acreditado')
    .filter((payment) => isAfterClosing(payment, closedAt))
    .reduce((figures, payment) => creditPayment(figures, payment.amount), asClosed);
  return { cardholder, payments };
}

export function seedDemoCardholders(server: MockServer, now: Date = new Date()): void {
  for (const demo of DEMO_CARDHOLDERS) {
    const { cardholder, payments } = demoCardholderRecord(demo, now);
    const created = server.create('cardholder', cardholder);
    for (const payment of payments) {
      server.create('payment', { ...payment, cardholderId: created.id });
    }
  }
}

import type { Server } from 'miragejs';
import type { CardholderRecord, MovementRecord, PaymentRecord } from '../records';
import { daysFromToday, earlierToday, isoDate } from '../clock';

type DemoCardholder = Omit<CardholderRecord, 'id' | 'due_date' | 'closing_date'> & {
  payments: Array<Pick<PaymentRecord, 'amount' | 'status_name'> & { daysAgo: number }>;
};

function movement(daysAgo: number, description: string, amount: number): MovementRecord {
  return { date: isoDate(daysFromToday(-daysAgo)), description, amount };
}

/** The three demo cardholders of the demo contract (section 2). Sales showings rely on them. */
export const DEMO_CARDHOLDERS: DemoCardholder[] = [
  {
    name: 'María Fernández',
    dni: '30111222',
    last_digits: '45678901',
    available: 350000,
    balance: 84350.75,
    credit_limit: 500000,
    minimum_payment: 8435.08,
    payment_method: 'LINK_PEI',
    movements: [
      movement(28, 'Supermercado Día Norte', 32450.2),
      movement(24, 'YPF Av. Libertador', 18900),
      movement(19, 'Farmacity Centro', 7230.55),
      movement(15, 'Mercado Libre (cuota 2/6)', 15770),
      movement(9, 'Netflix', 10000),
    ],
    payments: [
      { daysAgo: 0, amount: 25000, status_name: 'Acreditado' },
      { daysAgo: 3, amount: 40000, status_name: 'Acreditado' },
      { daysAgo: 40, amount: 30000, status_name: 'Rechazado' },
    ],
  },
  {
    name: 'Jorge Benítez',
    dni: '28999888',
    last_digits: '11223344',
    available: 120000,
    balance: -1500,
    credit_limit: 200000,
    minimum_payment: 0,
    payment_method: 'LINK_PEI',
    movements: [movement(30, 'Saldo anterior', 45000), movement(20, 'Su pago, gracias', -46500)],
    payments: [],
  },
  {
    name: 'Lucía Gómez',
    dni: '33444555',
    last_digits: '99887766',
    available: 80000,
    balance: 12000.5,
    credit_limit: 150000,
    minimum_payment: 1200.05,
    payment_method: 'BIND_SIMPLE',
    movements: [
      movement(22, 'Librería El Ateneo', 4500.5),
      movement(16, 'Café Martínez', 2300),
      movement(8, 'Spotify', 5200),
    ],
    payments: [{ daysAgo: 10, amount: 15000, status_name: 'Acreditado' }],
  },
];

export function seedDemoCardholders(server: Server, now: Date = new Date()): void {
  for (const { payments, ...cardholder } of DEMO_CARDHOLDERS) {
    const created = server.create('cardholder', {
      ...cardholder,
      due_date: isoDate(daysFromToday(10, now)),
      closing_date: isoDate(daysFromToday(-5, now)),
    } as never) as unknown as { id: string };
    for (const { daysAgo, ...payment } of payments) {
      const date = daysAgo === 0 ? earlierToday(now) : daysFromToday(-daysAgo, now);
      server.create('payment', {
        ...payment,
        cardholderId: created.id,
        payment_method: cardholder.payment_method,
        created_at: date.toISOString(),
      } as never);
    }
  }
}

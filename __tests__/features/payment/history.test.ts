import {
  applyFilter,
  filterOf,
  groupByMonth,
  searchOf,
  STATUS_FILTERS,
} from '../../../src/features/payment/receipts/history';
import { factsOf } from '../../../src/features/payment/receipts/paymentFacts';
import type { PaymentEntry } from '../../../src/services/provider';
import { asCents } from '../../support/cents';

/** An ISO instant from the local date and time the app shows (months from 1). */
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString();

function payment(id: string, createdAt: string | null, statusName: string | null): PaymentEntry {
  return { id, amount: asCents(100000), createdAt, statusName, method: 'LINK_PEI' };
}

const PAYMENTS = [
  payment('1', local(2026, 10, 15, 12, 0), 'Acreditado'),
  payment('2', local(2026, 11, 24, 16, 52), 'Pendiente'),
  payment('3', local(2026, 11, 2, 12, 0), 'Rechazado'),
  payment('4', null, 'Acreditado'),
  payment('5', local(2026, 10, 31, 23, 0), 'Cancelado'),
  payment('6', local(2026, 9, 30, 12, 0), null),
];

const ids = (payments: PaymentEntry[]) => payments.map((entry) => entry.id);

test('newest first, by month in Spanish, in local time; payments without a date last', () => {
  const months = groupByMonth(PAYMENTS);
  expect(months.map((month) => [month.month, ids(month.payments)])).toEqual([
    ['noviembre de 2026', ['2', '3']],
    ['octubre de 2026', ['5', '1']],
    ['septiembre de 2026', ['6']],
    ['', ['4']],
  ]);
});

test.each([
  ['todos', ['1', '2', '3', '4', '5', '6']],
  ['acreditados', ['1', '4']],
  // A payment listed without a status is still pending.
  ['pendientes', ['2', '6']],
  ['rechazados', ['3']],
  ['cancelados', ['5']],
])('the filter %s', (key, expected) => {
  const filter = filterOf(new URLSearchParams({ estado: key }));
  expect(filter.key).toBe(key);
  expect(ids(applyFilter(PAYMENTS, filter))).toEqual(expected);
});

test('the URL keeps the filter; none, or one this page does not have, is Todos', () => {
  expect(STATUS_FILTERS.map((filter) => filter.label)).toEqual([
    'Todos',
    'Acreditados',
    'Pendientes',
    'Rechazados',
    'Cancelados',
  ]);
  expect(filterOf(new URLSearchParams('')).label).toBe('Todos');
  expect(filterOf(new URLSearchParams('estado=otro')).label).toBe('Todos');
  const [all, credited] = STATUS_FILTERS;
  expect(searchOf(all!)).toBe('');
  expect(searchOf(credited!)).toBe('?estado=acreditados');
});

test('what a detail and a receipt say of a payment its gateway told this app was paid', () => {
  const facts = factsOf(
    { ...payment('1042', local(2026, 11, 24, 16, 52), 'Pendiente'), id: '1042' },
    true,
  );
  expect(facts).toEqual({
    id: '1042',
    amount: 100000,
    amountText: '$ 1,000.00',
    dateTime: '24-11-2026 16:52',
    statusName: 'Pendiente',
    standing: 'received',
    receivedHere: true,
    method: 'Tarjeta de débito · Red Link',
    nextStep: 'Recibimos tu pago. Te avisamos acá cuando se acredite.',
  });
  const bind = factsOf(
    { id: '7', amount: null, createdAt: null, statusName: null, method: 'BIND_SIMPLE' },
    false,
  );
  expect(bind.method).toBe('Tarjeta de débito · BIND');
  expect(bind.amountText).toBe('Monto no disponible');
  expect(bind.dateTime).toBe('');
  expect(
    factsOf({ id: '7', amount: null, createdAt: null, statusName: null, method: null }, false)
      .method,
  ).toBe('Tarjeta de débito');
});

test('a pending payment its gateway never confirmed to this app is not called received', () => {
  const facts = factsOf(
    { ...payment('1043', local(2026, 11, 24, 16, 52), 'Pendiente'), id: '1043' },
    false,
  );
  expect(facts.standing).toBe('unconfirmed');
  expect(facts.nextStep).toBe(
    'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.',
  );
  const rejected = factsOf(
    { ...payment('1044', local(2026, 10, 17, 9, 5), 'Rechazado'), id: '1044' },
    true,
  );
  expect(rejected.standing).toBe('rejected');
  expect(rejected.dateTime).toBe('17-10-2026 09:05');
});

/**
 * The provider's answers as the app reads them: each schema takes what the screens need from
 * whatever the body turned out to be, and refuses only a body without it (a failed call). The
 * screens' side of these shapes is in __tests__/faults/ and the live suite's stub provider.
 */
import * as v from 'valibot';
import {
  AccountAnswer,
  MeAnswer,
  PaymentsAnswer,
  StatementAnswer,
} from '../../src/services/provider';
import { LoginAnswer } from '../../src/services/session/token';

const payments = (...data: unknown[]) => v.parse(PaymentsAnswer, { data });
const refuses = (schema: v.GenericSchema, body: unknown) => !v.safeParse(schema, body).success;

const ISO = '2026-10-13T12:00:00.000Z';

test('a payment: amounts as numbers or decimal strings, ids as numbers or strings', () => {
  expect(
    payments(
      { id: 40022, amount: 84350.75, created_at: ISO, status: { data: { name: 'Acreditado' } } },
      { id: 'p-7', amount: '12000.50', created_at: ISO, payment_method: 'BIND_SIMPLE' },
    ),
  ).toEqual([
    { id: '40022', amount: 8435075, createdAt: ISO, statusName: 'Acreditado', method: 'LINK_PEI' },
    { id: 'p-7', amount: 1200050, createdAt: ISO, statusName: null, method: 'BIND_SIMPLE' },
  ]);
});

test('what a payment lacks or sends oddly is null (or no id), never a failed call', () => {
  const [entry] = payments({
    id: 2 ** 60,
    amount: 'mucho',
    created_at: '13/10/2026',
    status: { data: { name: '   ' } },
    payment_method: 'PIX',
  });
  expect(entry).toEqual({ amount: null, createdAt: null, statusName: null, method: null });
  expect(entry).not.toHaveProperty('id');
  // An absent or null method was paid through Red Link (spec section 3).
  expect(payments({ payment_method: null }, {}).map((row) => row.method)).toEqual([
    'LINK_PEI',
    'LINK_PEI',
  ]);
});

test('what is not a payment at all is left out; payments/ without a list is refused', () => {
  expect(payments(null, 'pago', [1, 2], 7, { amount: 1 })).toHaveLength(1);
  expect(refuses(PaymentsAnswer, { data: { payments: [] } })).toBe(true);
  expect(refuses(PaymentsAnswer, { data: null })).toBe(true);
  expect(refuses(PaymentsAnswer, [])).toBe(true);
});

test('account/: one figure is enough, the other is null; neither is a failed call', () => {
  expect(v.parse(AccountAnswer, { data: { balance: { current: '-1500.00' } } })).toEqual({
    available: null,
    balance: -150000,
  });
  expect(
    v.parse(AccountAnswer, {
      data: {
        credit: { available: 10 },
        balance: { current: 5 },
        due_date: '2026-12-10',
        minimum_payment: '2500',
        credit_limit: 'sin límite',
      },
    }),
  ).toStrictEqual({ available: 1000, balance: 500, dueDate: '2026-12-10', minimumPayment: 250000 });
  expect(refuses(AccountAnswer, { data: { credit: {}, balance: { current: null } } })).toBe(true);
  expect(refuses(AccountAnswer, { data: [1, 2] })).toBe(true);
  expect(refuses(AccountAnswer, {})).toBe(true);
});

test("the login's token at the top level first, else under data; none usable is refused", () => {
  const read = (body: unknown) => LoginAnswer['~standard'].validate(body);
  expect(read({ token: 'abc', data: { token: 'def' } })).toEqual({ value: { token: 'abc' } });
  expect(read({ token: 7, data: { token: 'def' } })).toEqual({ value: { token: 'def' } });
  expect(read({ token: 'dos palabras' })).toHaveProperty('issues');
  expect(read([{ token: 'abc' }])).toHaveProperty('issues');
});

test('summary/last/ without a base64 PDF is refused; me/ never is', () => {
  expect(v.parse(StatementAnswer, { data: { file: { b64: 'JVBERi0=' } } })).toEqual({
    file: { b64: 'JVBERi0=' },
  });
  expect(refuses(StatementAnswer, { data: { file: { b64: ' ' } } })).toBe(true);
  expect(v.parse(MeAnswer, { data: { name: 'María' } })).toEqual({ name: 'María' });
  expect(v.parse(MeAnswer, null)).toEqual({});
  expect(v.parse(MeAnswer, { data: { name: { first: 'María' } } })).toEqual({});
});

import { formatDateTime, formatLongDate, formatPaymentDate } from '../../src/lib/dates';

// Local times: what the cardholder's device shows.
const now = new Date(2026, 10, 22, 15, 7);

test('a day in the long form, from an ISO string (date only or date-time) or a Date', () => {
  expect(formatLongDate('2026-11-18')).toBe('18 de noviembre de 2026');
  expect(formatLongDate(new Date(2026, 10, 18, 23, 59).toISOString())).toBe(
    '18 de noviembre de 2026',
  );
  expect(formatLongDate(new Date(2026, 0, 1))).toBe('1 de enero de 2026');
});

test('no date, no text', () => {
  expect(formatLongDate('ayer')).toBe('');
  expect(formatLongDate(new Date(Number.NaN))).toBe('');
  expect(formatPaymentDate('no es una fecha', now)).toBe('');
});

test('a payment made before today shows its day in the long form; one made today, how long ago', () => {
  const yesterday = new Date(2026, 10, 21, 23, 30).toISOString();
  const thisMorning = new Date(2026, 10, 22, 13, 7).toISOString();
  expect(formatPaymentDate(yesterday, now)).toBe('21 de noviembre de 2026');
  expect(formatPaymentDate(yesterday, now)).toBe(formatLongDate(yesterday));
  expect(formatPaymentDate(thisMorning, now)).toBe('hace 2 horas');
});

test('the moment of a payment, as the spec writes it: DD-MM-YYYY HH:mm', () => {
  expect(formatDateTime(now)).toBe('22-11-2026 15:07');
});

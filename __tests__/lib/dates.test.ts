import {
  formatDateTime,
  formatDayAndMonth,
  formatLongDate,
  formatMonth,
  formatPaymentDate,
} from '../../src/lib/dates';

// Local times: a phone in Argentina (jest.config.js sets the zone).
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

describe('a phone set to another zone (UTC): Buenos Aires time, said as such', () => {
  beforeEach(() => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
  });

  test("a payment made at 16:52 in Buenos Aires reads 16:52 '(hora de Argentina)', never 19:52", () => {
    expect(formatDateTime('2026-11-26T19:52:00Z')).toBe('26-11-2026 16:52 (hora de Argentina)');
    expect(formatDateTime(new Date('2026-11-26T19:52:00Z'))).toBe(
      '26-11-2026 16:52 (hora de Argentina)',
    );
  });

  test("today and the month are Buenos Aires': 21:00 there is still the 21st, and the 30th of November", () => {
    const now = new Date('2026-11-22T02:30:00Z'); // 23:30 of the 21st in Buenos Aires
    expect(formatPaymentDate('2026-11-21T12:00:00Z', now)).toBe('hace 15 horas');
    expect(formatPaymentDate('2026-11-21T02:00:00Z', now)).toBe('20 de noviembre de 2026');
    expect(formatLongDate('2026-12-01T01:00:00Z')).toBe('30 de noviembre de 2026');
    expect(formatMonth('2026-12-01T01:00:00Z')).toBe('noviembre de 2026');
  });

  test('a date with no time is that day wherever the phone is', () => {
    expect(formatLongDate('2026-12-10')).toBe('10 de diciembre de 2026');
    expect(formatDayAndMonth('2026-12-10')).toBe('10 de diciembre');
  });
});

test("a phone in Argentina's zone: the time alone", () => {
  expect(formatDateTime('2026-11-26T19:52:00Z')).toBe('26-11-2026 16:52');
});

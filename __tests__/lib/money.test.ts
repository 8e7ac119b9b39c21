import { centsToDecimal, formatMoney, toCents } from '../../src/lib/money';
import { asCents } from '../support/cents';

test.each([
  [84350.75, '$ 84,350.75'],
  [350000, '$ 350,000.00'],
  [-1500, '-$ 1,500.00'],
  [0, '$ 0.00'],
  [0.1 + 0.2, '$ 0.30'],
  [1234567.891, '$ 1,234,567.89'],
  ['12000.5', '$ 12,000.50'],
  [999.995, '$ 1,000.00'],
])('formatMoney(%p) is %p', (amount, expected) => {
  expect(formatMoney(amount)).toBe(expected);
});

test.each([NaN, Infinity, 'abc', '', '1e5', '1,000'])(
  'formatMoney(%p) is empty: not an amount',
  (amount) => {
    expect(formatMoney(amount)).toBe('');
  },
);

test('cents are exact and go back to a plain decimal', () => {
  expect(toCents('84350.75')).toBe(8435075);
  expect(toCents(-1500)).toBe(-150000);
  expect(centsToDecimal(asCents(8435075))).toBe('84350.75');
  expect(centsToDecimal(asCents(-150000))).toBe('-1500.00');
  expect(centsToDecimal(asCents(5))).toBe('0.05');
});

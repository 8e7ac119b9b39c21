import fc from 'fast-check';
import {
  MAX_AMOUNT_CENTS,
  parseAmount,
  prefillFromQuery,
} from '../../../src/features/payment/amount';
import { centsToDecimal, formatCents } from '../../../src/lib/money';

test.each([
  ['84350.75', 8435075n],
  ['$ 84,350.75', 8435075n],
  ['0.5', 50n],
  ['.99', 99n],
  ['1.2.3', 123n],
  ['12.345', 1234n],
  ['007', 700n],
])('parseAmount(%p) is ready with %p cents', (text, cents) => {
  expect(parseAmount(text)).toEqual({ ready: true, cents });
});

test.each([
  ['', 'empty'],
  ['abc', 'empty'],
  ['.', 'empty'],
  ['0', 'not-positive'],
  ['0.00', 'not-positive'],
  ['-5', 'ready'],
  ['100000000', 'too-large'],
])('parseAmount(%p) is %s', (text, reason) => {
  const check = parseAmount(text);
  if (reason === 'ready') expect(check.ready).toBe(true);
  else expect(check).toEqual({ ready: false, reason });
});

test.each([
  ['84350.75', '84350.75'],
  ['12000.5', '12000.50'],
  ['0.50', ''],
  ['0', ''],
  ['-5', ''],
  ['abc', ''],
  ['1e9', ''],
  ['0.001', ''],
  ['12345678901234567890', ''],
  ['NaN', ''],
  ['', ''],
])('the amount query parameter %p pre-fills %p', (param, expected) => {
  expect(prefillFromQuery(param)).toBe(expected);
});

test('no amount parameter pre-fills nothing', () => {
  expect(prefillFromQuery(null)).toBe('');
});

test('any input gives "not ready" or an exact amount of at most 2 decimals that formats and parses back to itself', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (text) => {
      const check = parseAmount(text);
      if (!check.ready) return;
      expect(check.cents > 0n && check.cents <= MAX_AMOUNT_CENTS).toBe(true);
      expect(centsToDecimal(check.cents)).toMatch(/^\d+\.\d{2}$/);
      expect(parseAmount(formatCents(check.cents))).toEqual(check);
      expect(parseAmount(centsToDecimal(check.cents))).toEqual(check);
    }),
    { numRuns: 2000 },
  );
});

test('digits and dots in any arrangement never lose or invent a cent', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT_CENTS }), (cents) => {
      expect(parseAmount(formatCents(cents))).toEqual({ ready: true, cents });
    }),
    { numRuns: 2000 },
  );
});

test('any query parameter pre-fills either nothing or an amount whose integer part is > 0', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), (param) => {
      const prefill = prefillFromQuery(param);
      if (prefill === '') return;
      expect(prefill).toMatch(/^[1-9]\d*\.\d{2}$/);
      expect(parseAmount(prefill).ready).toBe(true);
    }),
    { numRuns: 2000 },
  );
});

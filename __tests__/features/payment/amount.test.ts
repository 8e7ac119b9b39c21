import fc from 'fast-check';
import {
  parseQueryAmount,
  amountAfterEdit,
  caretAfterEdit,
  deletionOverSeparator,
  maskedAmount,
  settledAmount,
  MAX_AMOUNT_CENTS,
  parseAmount,
  readAmount,
} from '../../../src/features/payment/amount/amount';
import { centsToDecimal, formatCents, type Cents } from '../../../src/lib/money';
import { asCents } from '../../support/cents';

/** What a query parameter pre-fills, as the field's plain decimal ('' for nothing). */
function prefillFromQuery(param: string | null): string {
  const cents = parseQueryAmount(param);
  return cents === null ? '' : centsToDecimal(cents);
}

test.each([
  ['84350.75', 8435075],
  ['$ 84,350.75', 8435075],
  ['0.5', 50],
  ['.99', 99],
  // Three digits after the only separator: thousands, never 12.34.
  ['12.345', 1234500],
  ['007', 700],
])('parseAmount(%p) is ready with %p cents', (text, cents) => {
  expect(parseAmount(text)).toEqual({ ready: true, cents });
});

test.each([
  ['', 'empty'],
  ['abc', 'empty'],
  ['.', 'empty'],
  ['0', 'not-positive'],
  ['0.00', 'not-positive'],
  // A minus sign is never dropped (that would pay 5), and '1.2.3' is never 1.23.
  ['-5', 'not-positive'],
  ['1.2.3', 'unclear'],
  ['100000000', 'too-large'],
])('parseAmount(%p) is %s', (text, reason) => {
  expect(parseAmount(text)).toEqual({ ready: false, reason });
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
      expect(check.cents > 0 && check.cents <= MAX_AMOUNT_CENTS).toBe(true);
      expect(centsToDecimal(check.cents)).toMatch(/^\d+\.\d{2}$/);
      expect(parseAmount(formatCents(check.cents))).toEqual(check);
      expect(parseAmount(centsToDecimal(check.cents))).toEqual(check);
    }),
    { numRuns: 2000 },
  );
});

test('digits and dots in any arrangement never lose or invent a cent', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }).map(asCents), (cents) => {
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

describe('what people type here', () => {
  test.each([
    ['84350.75', 8435075],
    ['84,350.75', 8435075],
    ['84350,75', 8435075],
    ['84.350,75', 8435075],
    ['$ 84.350,75', 8435075],
    ['15.000', 1500000],
    ['15,000', 1500000],
    ['15000', 1500000],
    ['1,5', 150],
    ['1.5', 150],
    ['1.234.567,89', 123456789],
    ['1,234,567.89', 123456789],
    ['1 234,5', 123450],
    ['0,05', 5],
    [',99', 99],
    ['15.', 1500],
  ])('%p is %p cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ ready: true, cents });
  });

  test.each([
    ['0,00', 'not-positive'],
    ['-5', 'not-positive'],
    ['-84.350,75', 'not-positive'],
    ['abc', 'empty'],
    ['$ ', 'empty'],
    [',', 'empty'],
    ['1.234.56', 'unclear'], // the same sign as thousands and decimal point
    ['84,350,75', 'unclear'],
    ['1.5,', 'unclear'], // a group of one digit
    ['1,2345', 'unclear'], // four digits after the separator
    ['0,500', 'unclear'], // thousands of nothing
  ])('%p is no amount (%s)', (text, reason) => {
    expect(parseAmount(text)).toEqual({ ready: false, reason });
  });

  test('while typing, the value is what the mask shows: a decimal point so far, or a minus sign', () => {
    expect(readAmount('15,').value).toBe('15.');
    expect(readAmount('15,0').value).toBe('15.0');
    expect(readAmount('15,000').value).toBe('15000');
    expect(readAmount('-5').value).toBe('-5');
    expect(readAmount('007,5').value).toBe('7.5');
    expect(readAmount('1.2.3').value).toBeNull();
  });
});

const shownFor = maskedAmount;

/** The field, key by key at the end of its text: the value it holds after each key. */
function typeIntoField(text: string, start = ''): string[] {
  const values: string[] = [];
  let value = start;
  for (const key of text) {
    const shown = shownFor(value);
    value = amountAfterEdit(shown, shown + key).value;
    values.push(value);
  }
  return values;
}

/** The mask's own reading of a text it shows: '$ ' prefix, ',' thousands, '.' decimals. */
function maskCents(shown: string): Cents | null {
  const match = /^(-?)\$ ([\d,]+)(?:\.(\d{0,2}))?$/.exec(shown);
  if (!match) return null;
  const [, minus = '', whole = '', fraction = ''] = match;
  const cents = asCents(Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0')));
  return minus ? asCents(-cents) : cents;
}

/** An amount as a person writes it here, in one of the conventions people use. */
const writtenAmount = fc
  .record({
    cents: fc.oneof(
      fc.integer({ min: 1, max: 200_000 }).map(asCents),
      fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }).map(asCents),
    ),
    decimalComma: fc.boolean(),
    grouped: fc.boolean(),
    allCents: fc.boolean(),
    prefix: fc.boolean(),
  })
  .map(({ cents, decimalComma, grouped, allCents, prefix }) => {
    const [whole = '0', fraction = '00'] = centsToDecimal(cents).split('.');
    const groups = grouped
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimalComma ? '.' : ',')
      : whole;
    const decimals = allCents ? fraction : fraction.replace(/0+$/, '');
    const decimal = decimalComma ? ',' : '.';
    return { cents, text: `${prefix ? '$ ' : ''}${groups}${decimals ? decimal + decimals : ''}` };
  });

describe('the field shows what it will send', () => {
  test('an amount written in either convention is read as that amount, pasted whole', () => {
    fc.assert(
      fc.property(writtenAmount, ({ cents, text }) => {
        expect(parseAmount(text)).toEqual({ ready: true, cents });
        expect(amountAfterEdit('', text)).toEqual({
          value: readAmount(text).value,
          unreadable: false,
        });
      }),
      { numRuns: 3000 },
    );
  });

  test('typed key by key, in either convention: the same amount, and every step shows what it holds', () => {
    fc.assert(
      fc.property(writtenAmount, ({ cents, text }) => {
        const values = typeIntoField(text);
        for (const value of values) {
          const check = parseAmount(value);
          const shownCents = maskCents(shownFor(value));
          // An amount: the mask shows it; none yet: the mask shows no positive amount.
          const shownRight = check.ready
            ? shownCents === check.cents
            : shownCents === null || shownCents <= 0 || check.reason === 'too-large';
          expect({ value, shownCents, shownRight }).toEqual({
            value,
            shownCents,
            shownRight: true,
          });
        }
        expect(parseAmount(values.at(-1) ?? '')).toEqual({ ready: true, cents });
      }),
      { numRuns: 1500 },
    );
  });

  test('any edit of any shown amount: the field holds a plain decimal the mask shows exactly', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(''),
          fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }).map(asCents).map(centsToDecimal),
        ),
        fc.nat(),
        fc.nat(),
        fc.string({ unit: fc.constantFrom(...'0123456789.,-$ a'), maxLength: 8 }),
        (value, from, length, typed) => {
          const shown = shownFor(value);
          const start = from % (shown.length + 1);
          const raw = shown.slice(0, start) + typed + shown.slice(start + (length % 4));
          const { value: next } = amountAfterEdit(shown, raw);
          expect(next).toMatch(/^(-?(\d{1,13}(\.\d{0,2})?|\d{0,12}\.\d{0,2}))?$|^-$/);
          expect(readAmount(next).value).toBe(next);
          const check = parseAmount(next);
          expect(check.ready ? maskCents(shownFor(next)) : null).toBe(
            check.ready ? check.cents : null,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['$ 15,000', '$ 15,00', '1500'], // Backspace: the mask's comma is not a decimal point
    ['$ 84,350', '$ 84,350,', '84350.'], // a phone's decimal key
    ['$ 15.00', '$ 15.000', '15000'], // 15,000 on its way
    ['$ 84,350.75', '$ 84,350.75.', '84350.75'], // a second decimal point is refused
    ['$ 1.5', '$ 1.5,', '1.5'], // so is a separator that makes the amount unclear
    ['', '-', '-'],
    ['$ 5', '$ 5abc', '5'],
    ['$ 1,500', '$ 500', '500'],
  ])('shown %p, edited to %p: the field holds %p', (shown, raw, value) => {
    expect(amountAfterEdit(shown, raw).value).toBe(value);
  });

  test.each([
    ['', 'abc', ''],
    ['', 'hola', ''],
    ['', '12abc', ''],
    ['', '1,2,3', ''],
    ['$ 1,500', '$ 1,500x', '1500'],
    ['$ 1,500', 'hola', '1500'],
    ['$ 1.2', '$ 1.2,', '1.2'],
    ['$ 84,350.75', '$ 84,350.75.', '84350.75'],
    ['', '.', '0.'], // kept, so that '.5' still reads as 0.50
    ['', ',', '0.'],
  ])('shown %p, edited to %p: unreadable, and the field holds %p', (shown, raw, value) => {
    expect(amountAfterEdit(shown, raw)).toEqual({ value, unreadable: true });
  });

  test.each([
    ['', '1,234', '1234'],
    ['$ 1.23', '$ 1.234', '1234'],
    ['', '$ 1.500,00', '1500.00'],
    ['', '-', '-'],
    ['', '$ ', ''],
    ['$ 0.', '$ 0.5', '0.5'],
    ['$ 1,500', '$ 150', '150'],
    // A digit too many is refused, but the maximum's message already says why.
    ['$ 1,234,567,890,123', '$ 1,234,567,890,1234', '1234567890123'],
  ])('shown %p, edited to %p: readable, and the field holds %p', (shown, raw, value) => {
    expect(amountAfterEdit(shown, raw)).toEqual({ value, unreadable: false });
  });
});

describe('the mask', () => {
  test.each([
    ['', ''],
    ['-', '-'],
    ['0.', '$ 0.'],
    ['5', '$ 5'],
    ['15.', '$ 15.'],
    ['15.0', '$ 15.0'],
    ['1500', '$ 1,500'],
    ['84350.75', '$ 84,350.75'],
    ['-5', '-$ 5'],
    ['-5.00', '-$ 5.00'],
    ['1234567890123', '$ 1,234,567,890,123'],
  ])('the value %p is shown as %p', (value, shown) => {
    expect(maskedAmount(value)).toBe(shown);
  });

  test.each([
    ['', ''],
    ['-', ''],
    ['0.', '0.00'],
    ['15', '15.00'],
    ['15.', '15.00'],
    ['1.5', '1.50'],
    ['84350.75', '84350.75'],
    ['-5', '-5.00'],
  ])('the value %p, once the field is left, is %p', (value, settled) => {
    expect(settledAmount(value)).toBe(settled);
  });

  test.each([
    // '$ 15,000' with the caret after its ',': Backspace deletes the ',' (caret 4).
    ['$ 15,000', '$ 15000', 4, 'backward', '$ 1000', 3],
    // Delete with the caret before that ',': the digit after it goes.
    ['$ 15,000', '$ 15000', 4, 'forward', '$ 1500', 4],
    // A digit deleted: nothing to correct.
    ['$ 15,000', '$ 15,00', 7, 'backward', '$ 15,00', 7],
  ] as const)(
    'shown %p, edited to %p (caret %p, %s): read as %p, caret %p',
    (shown, raw, caret, direction, correctedRaw, correctedCaret) => {
      expect(deletionOverSeparator(shown, raw, caret, direction)).toEqual({
        raw: correctedRaw,
        caret: correctedCaret,
      });
    },
  );

  test.each([
    ['$ 78,435', 4, 3], // 7 typed before 8,435: right after it
    ['$ 1,500', 2, 5], // Backspace in the middle of 15,000: before the last two zeros
    ['$ 84,350.', 0, 9], // at the end
    ['$ 15,000', 3, 5], // after the ',' rather than before it
    ['-$ 5', 1, 3], // never inside the prefix
    ['$ 5', 4, 2],
  ])('in %p, %p digits after the caret: the caret at %p', (shown, digitsAfter, caret) => {
    expect(caretAfterEdit(shown, digitsAfter)).toBe(caret);
  });
});

import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import {
  MAX_AMOUNT_CENTS,
  parseAmount,
  parseQueryAmount,
  prefillFromSearch,
} from '../../../src/features/payment/amount/amount';
import { centsToDecimal, formatCents, toCents } from '../../../src/lib/money';
import { withMockProvider } from '../../support/mock-provider';
import { fakePopup } from '../../support/popup';
import { renderSignedIn, sentRequests } from '../../support/test-utils';
import { asCents } from '../../support/cents';

/** What a query parameter pre-fills, as the field's plain decimal ('' for nothing). */
function prefillFromQuery(param: string | null): string {
  const cents = parseQueryAmount(param);
  return cents === null ? '' : centsToDecimal(cents);
}

/** What a whole query string pre-fills, as the field's plain decimal ('' for nothing). */
function decimalFromSearch(search: URLSearchParams): string {
  const cents = prefillFromSearch(search);
  return cents === null ? '' : centsToDecimal(cents);
}

/**
 * `?amount=` is written by the app (home's Pagar, 'Volver a pagar') and by anyone who edits a
 * URL. Whatever it holds, /payment starts with the amount it names (integer part > 0) or with
 * an empty field: never a crash, never a request of its own, never a different amount.
 */

const BAD_PARAMETERS: [label: string, param: string][] = [
  ['letters', 'abc'],
  ['a negative amount', '-5'],
  ['an exponent', '1e9'],
  ['a tiny exponent', '1e-9'],
  ['three decimals under one', '0.001'],
  ['three decimals', '5.999'],
  ['20 digits', '12345678901234567890'],
  ['above the maximum', '100000000'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['empty', ''],
  ['only spaces', '   '],
  ['a space inside', '1 000'],
  ['a decimal comma', '1,5'],
  ['Argentine grouping', '84.350,75'],
  ['the mask as shown', '$ 84,350.75'],
  ['two dots', '1.2.3'],
  ['hexadecimal', '0x10'],
  ['a plus sign', '+5'],
  ['digits then letters', '12abc'],
  ['letters then digits', 'abc12'],
  ['Arabic-Indic digits', '١٢٣'],
  ['fullwidth digits', '１２３'],
  ['superscript two', '²'],
  ['zero', '0'],
  ['minus zero', '-0'],
  ['only decimals', '.5'],
  ['an emoji', '💳'],
  ['a script', '<script>alert(1)</script>'],
  ['a million nines', '9'.repeat(1_000_000)],
];

const GOOD_PARAMETERS: [param: string, prefill: string][] = [
  ['84350.75', '84350.75'],
  ['12000.5', '12000.50'],
  ['1', '1.00'],
  ['5.', '5.00'],
  ['007', '7.00'],
  ['  84350.75 ', '84350.75'],
  ['\t12000.50\n', '12000.50'],
  ['99999999.99', '99999999.99'],
];

describe('parsing the amount parameter', () => {
  test.each(BAD_PARAMETERS)('%s pre-fills nothing', (_label, param) => {
    expect(parseQueryAmount(param)).toBeNull();
    expect(prefillFromQuery(param)).toBe('');
  });

  test.each(GOOD_PARAMETERS)('%p pre-fills %p', (param, prefill) => {
    expect(prefillFromQuery(param)).toBe(prefill);
  });

  test('no parameter pre-fills nothing', () => {
    expect(parseQueryAmount(null)).toBeNull();
    expect(decimalFromSearch(new URLSearchParams(''))).toBe('');
  });

  test('a repeated parameter is ambiguous: nothing, whichever values it has', () => {
    expect(decimalFromSearch(new URLSearchParams('amount=1&amount=2'))).toBe('');
    expect(decimalFromSearch(new URLSearchParams('amount=5&amount=5'))).toBe('');
    expect(decimalFromSearch(new URLSearchParams('amount=&amount=84350.75'))).toBe('');
    expect(decimalFromSearch(new URLSearchParams('other=1&amount=84350.75'))).toBe('84350.75');
  });

  test('a parameter decoded from the URL: %20 and + are spaces around the amount', () => {
    expect(decimalFromSearch(new URLSearchParams('amount=%2012000.5%20'))).toBe('12000.50');
    expect(decimalFromSearch(new URLSearchParams('amount=+84350.75'))).toBe('84350.75');
    expect(decimalFromSearch(new URLSearchParams('amount=1+000'))).toBe('');
    expect(decimalFromSearch(new URLSearchParams('amount=%E2%80%8B5'))).toBe(''); // zero-width space
  });

  test('any string: never throws; null or cents in range whose decimal and mask forms read back the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.string({ unit: fc.constantFrom(...'0123456789.,-+e $ ١１'), maxLength: 16 }),
        ),
        (param) => {
          const cents = parseQueryAmount(param);
          // Unreadable: nothing filled in.
          expect(cents === null ? prefillFromQuery(param) : '').toBe('');
          if (cents === null) return;
          expect(cents >= 100 && cents <= MAX_AMOUNT_CENTS).toBe(true); // integer part > 0
          const prefill = prefillFromQuery(param);
          expect(prefill).toMatch(/^[1-9]\d*\.\d{2}$/);
          expect(prefill).toBe(centsToDecimal(cents));
          expect(parseQueryAmount(prefill)).toBe(cents);
          expect(parseAmount(prefill)).toEqual({ ready: true, cents });
          expect(parseAmount(formatCents(cents))).toEqual({ ready: true, cents });
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('never a different amount: whatever is pre-filled is the number the parameter says', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE xX ١'), maxLength: 14 }),
        (param) => {
          const cents = parseQueryAmount(param);
          if (cents === null) return;
          // Two independent readings of the same text: JavaScript's number and the provider's.
          expect(Math.round(Number(param) * 100)).toBe(Number(cents));
          expect(toCents(param.trim().replace(/\.$/, ''))).toBe(cents);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('every amount the app writes into the URL comes back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: MAX_AMOUNT_CENTS }).map(asCents),
        fc.constantFrom('', ' ', '\t'),
        (cents, padding) => {
          const written = centsToDecimal(cents);
          expect(parseQueryAmount(`${padding}${written}${padding}`)).toBe(cents);
          const viaUrl = new URLSearchParams(new URLSearchParams({ amount: written }).toString());
          expect(decimalFromSearch(viaUrl)).toBe(written);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('an amount under 1 (integer part 0) never pre-fills', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.boolean(), (cents, oneDecimal) => {
        const fraction = String(cents).padStart(2, '0');
        expect(prefillFromQuery(`0.${oneDecimal ? fraction[0] : fraction}`)).toBe('');
      }),
    );
  });

  test('any repeated parameter pre-fills nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 4 }),
        (values) => {
          const search = new URLSearchParams(values.map((value) => ['amount', value]));
          expect(decimalFromSearch(search)).toBe('');
        },
      ),
    );
  });
});

describe('the payment page with a bad amount parameter', () => {
  const server = withMockProvider();

  /** The spec's calls (section 7) a visit to /payment may make before Continuar. */
  const SPEC_GETS = ['/api/v1/auth/ping/', '/api/v1/me/', '/api/v1/account/', '/api/v1/payments/'];

  const visit = (query: string) =>
    renderSignedIn(server(), { route: `/payment${query}`, cardholder: { balance: 84350.75 } });

  async function expectOnlySpecReads() {
    // The session ping of the route change has been made: the page has settled its calls.
    await waitFor(() =>
      expect(sentRequests(server()).map((request) => request.url)).toContain('/api/v1/auth/ping/'),
    );
    for (const request of sentRequests(server())) {
      const url = new URL(request.url, window.location.origin);
      expect(request.method).toBe('GET');
      expect(SPEC_GETS).toContain(url.pathname);
      expect(url.search).toBe('');
    }
  }

  test.each([
    ['?amount=abc', '?amount=abc'],
    ['?amount=-5', '?amount=-5'],
    ['?amount=1e9', '?amount=1e9'],
    ['?amount=0.001', '?amount=0.001'],
    ['?amount=<20 digits>', '?amount=12345678901234567890'],
    ['?amount=NaN', '?amount=NaN'],
    ['?amount=Infinity', '?amount=Infinity'],
    ['?amount=', '?amount='],
    ['?amount', '?amount'],
    ['?amount=1&amount=2', '?amount=1&amount=2'],
    ['?amount=84.350,75', '?amount=84.350%2C75'],
    ['?amount=١٢٣', `?amount=${encodeURIComponent('١٢٣')}`],
    ['?amount=<5,000 nines>', `?amount=${'9'.repeat(5000)}`],
    ['?amount=💳', `?amount=${encodeURIComponent('💳')}`],
    ['a broken percent-encoding', '?amount=%E0%A4%A'],
  ])('%s: an empty field, Continuar disabled, no request of its own', async (_label, query) => {
    visit(query);
    const field = await screen.findByLabelText('Monto a pagar');
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeInTheDocument();
    await expectOnlySpecReads();
  });

  test('spaces around the amount: the amount itself, and Continuar pays exactly that', async () => {
    fakePopup();
    const { user } = visit('?amount=%2012000.5%20');
    const field = await screen.findByLabelText('Monto a pagar');
    expect(field).toHaveValue('$ 12,000.50');
    await expectOnlySpecReads();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    const posts = sentRequests(server()).filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/api/v1/payments/']);
    expect(JSON.parse(posts[0]?.requestBody ?? '{}')).toEqual({ amount: 12000.5 });
  });
});

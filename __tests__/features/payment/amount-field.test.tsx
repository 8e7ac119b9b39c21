import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import type * as React from 'react';
import type * as Library from 'react-currency-input-field';
import { formatValue, type CurrencyInputProps } from 'react-currency-input-field';
import { maskedAmount } from '../../../src/features/payment/amount/amount';
import { AMOUNT_MASK } from '../../../src/features/payment/amount/AmountField';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn } from '../../support/test-utils';

/**
 * 'Monto a pagar' is react-currency-input-field's input (the design names it), drawing the
 * spec's mask exactly as `maskedAmount` writes it, whatever language the phone is set to.
 */

// Every render of the library's component, with its props: the real one draws the field.
const mockLibraryRenders = jest.fn<void, [CurrencyInputProps]>();
jest.mock('react-currency-input-field', () => {
  const library = jest.requireActual<typeof Library>('react-currency-input-field');
  const react = jest.requireActual<typeof React>('react');
  const Seen = react.forwardRef<HTMLInputElement, CurrencyInputProps>(function Seen(props, ref) {
    mockLibraryRenders(props);
    return react.createElement(library.default, { ...props, ref });
  });
  return { ...library, __esModule: true, default: Seen, CurrencyInput: Seen };
});

const server = withMockProvider();

async function openPayment() {
  const view = renderSignedIn(server(), { route: '/payment', cardholder: { balance: 84350.75 } });
  const field = await screen.findByLabelText('Monto a pagar');
  return { ...view, field };
}

test("'Monto a pagar' is react-currency-input-field's input, with the spec's mask", async () => {
  const { user, field } = await openPayment();
  const drawn = mockLibraryRenders.mock.calls.map(([props]) => props);
  expect(drawn).toContainEqual(
    expect.objectContaining({
      id: 'payment-amount',
      name: 'amount',
      prefix: '$ ',
      groupSeparator: ',',
      decimalSeparator: '.',
      value: '',
    }),
  );
  expect(field).toHaveAttribute('inputmode', 'decimal');
  expect(field).toHaveAttribute('autocomplete', 'off');

  mockLibraryRenders.mockClear();
  await user.type(field, '84.350,75');
  expect(field).toHaveValue('$ 84,350.75');
  expect(mockLibraryRenders).toHaveBeenLastCalledWith(
    expect.objectContaining({ id: 'payment-amount', value: '84350.75' }),
  );
});

/** A value the field can hold: a plain decimal as typed so far, a minus sign, or nothing. */
const heldValue = fc.oneof(
  fc.constantFrom('', '-'),
  fc
    .record({
      minus: fc.boolean(),
      whole: fc.oneof(
        fc.constant('0'),
        fc.integer({ min: 1, max: 99_999 }).map(String),
        fc.bigInt({ min: 1n, max: 9_999_999_999_999n }).map(String),
      ),
      fraction: fc.constantFrom('', '.', '.0', '.5', '.05', '.50', '.99', '.00'),
    })
    .filter(({ whole, fraction }) => (whole + fraction).replace(/\D/g, '').length <= 13)
    .map(({ minus, whole, fraction }) => `${minus ? '-' : ''}${whole}${fraction}`),
);

/** Each NumberFormat made without a locale is made in `locale`: a phone set to it. */
function phoneIn(locale: string) {
  const NumberFormat = Intl.NumberFormat;
  jest
    .spyOn(Intl, 'NumberFormat')
    .mockImplementation(
      (locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) =>
        new NumberFormat(locales ?? locale, options),
    );
}

describe.each(['en-US', 'es-AR', 'es-ES', 'hi-IN', 'ar-EG'])('on a phone set to %s', (locale) => {
  test('the library draws every value the field can hold as maskedAmount writes it', () => {
    phoneIn(locale);
    fc.assert(
      fc.property(heldValue, (value) => {
        expect(formatValue({ ...AMOUNT_MASK, value })).toBe(maskedAmount(value));
      }),
      { numRuns: 500 },
    );
  });
});

test('on a phone set to Spanish (Spain), 1500 typed is still $ 1,500', async () => {
  phoneIn('es-ES');
  const { user, field } = await openPayment();
  await user.type(field, '1500');
  expect(field).toHaveValue('$ 1,500');
});

test("a quick amount chosen while the field holds only '-' is drawn, the field not left first", async () => {
  const { user, field } = await openPayment();
  // The quick amounts come with account/'s answer, which may land after the field.
  const balance = await screen.findByRole('button', { name: /^Saldo pendiente/ });
  await user.type(field, '-');
  expect(field).toHaveValue('-');
  // A tap that takes no focus (as on some phones): the library's text for '-' is never kept.
  fireEvent.click(balance);
  expect(screen.getByLabelText('Monto a pagar')).toHaveValue('$ 84,350.75');
});

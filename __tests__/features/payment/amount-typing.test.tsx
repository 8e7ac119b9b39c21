import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { MAX_AMOUNT_CENTS } from '../../../src/features/payment/amount/amount';
import { centsToDecimal, formatCents, type Cents } from '../../../src/lib/money';
import { withMockProvider } from '../../support/mock-provider';
import { fakePopups } from '../../support/popup';
import { renderSignedIn, sentRequests } from '../../support/test-utils';
import { asCents } from '../../support/cents';

/**
 * What people type into 'Monto a pagar' is the amount they meant, in either convention
 * ('84.350,75' as in Argentina, '84,350.75' as the mask shows it), typed key by key or pasted;
 * and what the field shows is always what POST payments/ is sent.
 */

const server = withMockProvider();

async function openPayment(balance = 84350.75) {
  const view = renderSignedIn(server(), { route: '/payment', cardholder: { balance } });
  const field = await screen.findByLabelText('Monto a pagar');
  return { ...view, field };
}

type Mode = 'typed' | 'pasted';
type User = Awaited<ReturnType<typeof openPayment>>['user'];

/** Types each step's keys in turn; after each, the field shows that step's text. */
async function expectTypedSteps(
  user: User,
  field: HTMLElement,
  steps: [keys: string, shown: string][],
) {
  for (const [keys, shown] of steps) {
    await user.type(field, keys);
    expect(field).toHaveValue(shown);
  }
}

async function enter(user: User, field: HTMLElement, mode: Mode, text: string) {
  if (mode === 'typed') {
    await user.type(field, text);
  } else {
    await user.click(field);
    await user.paste(text);
  }
}

/** The mask's own reading of what the field shows: '$ ' prefix, ',' thousands, '.' decimals. */
function maskReading(shown: string): number {
  return Number(shown.replace(/^(-?)\$ /, '$1').replace(/,/g, ''));
}

const paymentBodies = () =>
  sentRequests(server())
    .filter((request) => request.method === 'POST' && request.url.endsWith('/payments/'))
    .map((request) => JSON.parse(request.requestBody) as { amount: number });

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

const UNDERSTOOD: [typed: string, shown: string, amount: number][] = [
  ['84350.75', '$ 84,350.75', 84350.75],
  ['84,350.75', '$ 84,350.75', 84350.75],
  ['84350,75', '$ 84,350.75', 84350.75],
  ['84.350,75', '$ 84,350.75', 84350.75],
  ['$ 84.350,75', '$ 84,350.75', 84350.75],
  ['15.000', '$ 15,000.00', 15000],
  ['15,000', '$ 15,000.00', 15000],
  ['15000', '$ 15,000.00', 15000],
  ['1,5', '$ 1.50', 1.5],
  ['1.5', '$ 1.50', 1.5],
];

const NOTHING: [typed: string, shown: string][] = [
  ['0,00', '$ 0.00'],
  ['-5', '-$ 5.00'],
  ['abc', ''],
];

describe.each<Mode>(['typed', 'pasted'])('%s into Monto a pagar', (mode) => {
  test.each(UNDERSTOOD)(
    '%p is %p, and Continuar sends exactly that amount',
    async (typed, shown, amount) => {
      const { open } = fakePopups();
      const { user, field } = await openPayment();
      await enter(user, field, mode, typed);
      // While the field has focus it may show fewer decimals, never another amount.
      expect(maskReading((field as HTMLInputElement).value)).toBe(amount);
      expect(continueButton()).toBeEnabled();
      await user.tab();
      expect(field).toHaveValue(shown);

      await user.click(continueButton());
      expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
      expect(open).toHaveBeenCalledTimes(1);
      expect(paymentBodies()).toEqual([{ amount }]);
    },
  );

  test.each(NOTHING)('%p is no amount: Continuar stays disabled', async (typed, shown) => {
    const { open } = fakePopups();
    const { user, field } = await openPayment();
    await enter(user, field, mode, typed);
    expect(continueButton()).toBeDisabled();
    await user.tab();
    expect(field).toHaveValue(shown);
    expect(continueButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(paymentBodies()).toEqual([]);
  });
});

test("a phone's decimal comma, key by key: 84350 then , then 75 is $ 84,350.75", async () => {
  fakePopups();
  const { user, field } = await openPayment();
  await expectTypedSteps(user, field, [
    ['84350', '$ 84,350'],
    [',', '$ 84,350.'],
    ['75', '$ 84,350.75'],
  ]);
  await user.click(continueButton());
  await waitFor(() => expect(paymentBodies()).toEqual([{ amount: 84350.75 }]));
});

test('15,000 typed key by key: each step shows what Continuar would pay, and ends at $ 15,000', async () => {
  const { user, field } = await openPayment();
  await expectTypedSteps(user, field, [
    ['1', '$ 1'],
    ['5', '$ 15'],
    // So far the comma can only be a decimal point: the field says so, and 15.00 is what
    // Continuar would pay now...
    [',', '$ 15.'],
    ['0', '$ 15.0'],
    ['0', '$ 15.00'],
    // ...until a third digit makes it a thousands separator.
    ['0', '$ 15,000'],
  ]);
});

test("Backspace takes a digit: the mask's own comma is never read as a decimal point", async () => {
  const { user, field } = await openPayment();
  await expectTypedSteps(user, field, [
    ['15000', '$ 15,000'],
    ['{Backspace}', '$ 1,500'],
    ['{Backspace}', '$ 150'],
  ]);
});

test("a digit typed where the caret was left of '$ ' goes right after it, not to the end", async () => {
  const { user, field } = await openPayment();
  await user.type(field, '8435');
  await user.pointer({ keys: '[MouseLeft]', target: field, offset: 0 });
  await user.keyboard('7');
  expect(field).toHaveValue('$ 78,435');
  await user.pointer({ keys: '[MouseLeft]', target: field, offset: 1 });
  await user.keyboard('1');
  expect(field).toHaveValue('$ 178,435');
});

test("Backspace just after the mask's comma takes the digit before it, and the caret stays there", async () => {
  const { user, field } = await openPayment();
  await user.type(field, '15000');
  await user.pointer({ keys: '[MouseLeft]', target: field, offset: '$ 15,'.length });
  await user.keyboard('{Backspace}');
  expect(field).toHaveValue('$ 1,000');
  await user.keyboard('2');
  expect(field).toHaveValue('$ 12,000');
  await user.keyboard('{Delete}');
  expect(field).toHaveValue('$ 1,200');
});

test('a pasted amount replaces the selected one', async () => {
  const { user, field } = await openPayment();
  await user.type(field, '123');
  await user.tripleClick(field);
  await user.paste('84.350,75');
  expect(field).toHaveValue('$ 84,350.75');
});

/** An amount written as a person would, in one of the conventions people use here. */
function written(
  cents: Cents,
  style: {
    decimalComma: boolean;
    grouped: boolean;
    cents: 'always' | 'when-needed';
    prefix: boolean;
  },
) {
  const [whole = '0', fraction = '00'] = centsToDecimal(cents).split('.');
  const group = style.decimalComma ? '.' : ',';
  const wholeText = style.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const shortFraction = fraction.replace(/0+$/, '');
  const fractionText = style.cents === 'always' ? fraction : shortFraction;
  const decimal = style.decimalComma ? ',' : '.';
  return `${style.prefix ? '$ ' : ''}${wholeText}${fractionText ? decimal + fractionText : ''}`;
}

test('any amount, in either convention, typed or pasted: the field shows it and POST payments/ is sent it', async () => {
  fakePopups();
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.integer({ min: 1, max: 100_000 }).map(asCents),
        fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }).map(asCents),
      ),
      fc.record({
        decimalComma: fc.boolean(),
        grouped: fc.boolean(),
        cents: fc.constantFrom('always' as const, 'when-needed' as const),
        prefix: fc.boolean(),
      }),
      fc.constantFrom<Mode>('typed', 'pasted'),
      async (cents, style, mode) => {
        const before = paymentBodies().length;
        const { user, field, unmount } = await openPayment(99999999.99);
        try {
          await enter(user, field, mode, written(cents, style));
          await user.tab();
          expect(field).toHaveValue(formatCents(cents));
          await user.click(continueButton());
          await waitFor(() => expect(paymentBodies()).toHaveLength(before + 1));
          const body = paymentBodies()[before];
          expect(body?.amount).toBe(Number(centsToDecimal(cents)));
          expect(body?.amount).toBe(maskReading(formatCents(cents)));
        } finally {
          unmount();
          // Each run is a new visit: the payment this one started is not in progress there.
          window.localStorage.clear();
        }
      },
    ),
    { numRuns: 12 },
  );
}, 180_000);

describe('an amount that cannot be read is said, and what the field held stays', () => {
  const UNREADABLE = 'Ingresá un monto válido.';

  /** The field says it under itself, and keeps the focus. */
  function expectUnreadableSaid(field: HTMLElement) {
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(UNREADABLE);
    expect(field).toHaveFocus();
  }

  function expectNothingSaid(field: HTMLElement) {
    expect(screen.queryByText(UNREADABLE)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription();
  }

  test.each<[Mode, string]>([
    ['typed', 'abc'],
    ['pasted', 'abc'],
    ['pasted', 'hola'],
    ['pasted', '1,2,3'],
    ['pasted', '12abc'],
  ])('%s %p into an empty field: said, and the field stays empty', async (mode, text) => {
    const { user, field } = await openPayment();
    await enter(user, field, mode, text);
    expect(field).toHaveValue('');
    expectUnreadableSaid(field);
    expect(continueButton()).toBeDisabled();

    // Gone once the field reads as an amount.
    await user.type(field, '5');
    expect(field).toHaveValue('$ 5');
    expectNothingSaid(field);
    expect(continueButton()).toBeEnabled();
  });

  test("'$ 1,500' then a letter: 1500 stays, Continuar still pays it, and the field says why the letter went", async () => {
    const { user, field } = await openPayment();
    await user.type(field, '1500');
    expectNothingSaid(field);
    await user.type(field, 'x');
    expect(field).toHaveValue('$ 1,500');
    expectUnreadableSaid(field);
    expect(continueButton()).toBeEnabled();

    // Letters pasted over it: the same.
    await user.tripleClick(field);
    await user.paste('hola');
    expect(field).toHaveValue('$ 1,500');
    expectUnreadableSaid(field);

    await user.type(field, '{End}{Backspace}');
    expect(field).toHaveValue('$ 150');
    expectNothingSaid(field);
  });

  test("'1,2,3' key by key: the second comma cannot be read and is said; the field keeps $ 1.2", async () => {
    const { user, field } = await openPayment();
    await expectTypedSteps(user, field, [
      ['1', '$ 1'],
      [',', '$ 1.'],
      ['2', '$ 1.2'],
    ]);
    expectNothingSaid(field);
    await user.type(field, ',');
    expect(field).toHaveValue('$ 1.2');
    expectUnreadableSaid(field);
  });

  test("'1,234' is a thousands-grouped amount: nothing is said at any key", async () => {
    const { user, field } = await openPayment();
    for (const [key, shown] of [
      ['1', '$ 1'],
      [',', '$ 1.'],
      ['2', '$ 1.2'],
      ['3', '$ 1.23'],
      ['4', '$ 1,234'],
    ]) {
      await user.type(field, key ?? '');
      expect(field).toHaveValue(shown);
      expectNothingSaid(field);
    }
  });

  test("'.' alone is no amount yet: said, until a digit makes it one ('.5' is $ 0.5)", async () => {
    const { user, field } = await openPayment();
    await user.type(field, '.');
    expect(field).toHaveValue('$ 0.');
    expectUnreadableSaid(field);
    expect(continueButton()).toBeDisabled();
    await user.type(field, '5');
    expect(field).toHaveValue('$ 0.5');
    expectNothingSaid(field);
    expect(continueButton()).toBeEnabled();
  });

  test('a quick amount replaces what could not be read, and the message goes', async () => {
    const { user, field } = await openPayment();
    await user.type(field, 'abc');
    expectUnreadableSaid(field);
    await user.click(screen.getByRole('button', { name: /^Saldo pendiente/ }));
    // A new field: the quick choice replaces the text, and the mask forgets the old one.
    const filled = screen.getByLabelText('Monto a pagar');
    expect(filled).toHaveValue('$ 84,350.75');
    expectNothingSaid(filled);
  });

  test('the maximum is still said above it, and a letter after it is said instead', async () => {
    const { user, field } = await openPayment();
    const MAXIMUM = 'El monto máximo para pagar en línea es $ 99,999,999.99.';
    await user.type(field, '100000000');
    expect(screen.getByRole('alert')).toHaveTextContent(MAXIMUM);
    expect(field).toHaveAccessibleDescription(MAXIMUM);
    await user.type(field, 'x');
    expect(field).toHaveValue('$ 100,000,000');
    expectUnreadableSaid(field);
    expect(screen.queryByText(MAXIMUM)).not.toBeInTheDocument();
    await user.type(field, '0');
    expect(screen.getByRole('alert')).toHaveTextContent(MAXIMUM);
    expect(screen.queryByText(UNREADABLE)).not.toBeInTheDocument();
  });
});

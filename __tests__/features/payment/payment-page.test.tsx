import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { CardholderRecord } from '../../../mocks/records';
import { config } from '../../../src/lib/config';
import { sessionEnded } from '../../../src/services/events';
import { withMockProvider } from '../../support/mock-provider';
import { fakePopup } from '../../support/popup';
import { renderSignedIn, sentRequests } from '../../support/test-utils';

const server = withMockProvider();

const renderPayment = (
  route = '/payment?amount=84350.75',
  attributes: Partial<CardholderRecord> = {},
) => renderSignedIn(server(), { route, cardholder: { balance: 84350.75, ...attributes } });

const paymentPosts = () =>
  sentRequests(server()).filter(
    (request) => request.method === 'POST' && request.url.endsWith('/payments/'),
  );

test('the amount parameter pre-fills the masked field; empty or zero is not ready', async () => {
  const { user } = renderPayment();
  const field = await screen.findByLabelText('Monto a pagar');
  expect(field).toHaveValue('$ 84,350.75');
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await user.clear(field);
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await user.type(field, '0');
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await user.type(field, '1500.5');
  expect(field).toHaveValue('$ 1,500.5');
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

test('an amount not above 0 is said once the field is left, not while typing; an amount clears it', async () => {
  const { user } = renderPayment();
  const field = await screen.findByLabelText('Monto a pagar');
  await user.clear(field);
  await user.type(field, '0');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Ingresá un monto mayor a $ 0.');
  expect(field).toHaveAccessibleDescription('Ingresá un monto mayor a $ 0.');
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await user.clear(field);
  await user.type(field, '-5');
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Ingresá un monto mayor a $ 0.');
  await user.clear(field);
  await user.type(field, '0.50');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(paymentPosts()).toHaveLength(0);
});

test('a build shipped without payments says so on /payment, and never opens a popup', async () => {
  jest.replaceProperty(config, 'paymentsEnabled', false);
  const { open } = fakePopup();
  renderPayment();
  expect(
    await screen.findByRole('heading', { name: 'Pagos en línea no disponibles' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/no podés pagar tu tarjeta desde Autogestión/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Ver medios de pago/ })).toHaveAttribute(
    'href',
    config.paymentMethodsUrl,
  );
  expect(screen.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/');
  expect(screen.queryByLabelText('Monto a pagar')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  expect(paymentPosts()).toHaveLength(0);
});

test('an amount parameter whose integer part is not > 0 pre-fills nothing', async () => {
  renderPayment('/payment?amount=0.50');
  expect(await screen.findByLabelText('Monto a pagar')).toHaveValue('');
});

test('Continuar opens the popup at /payment/frame, 940x840, then points it at the endpoint', async () => {
  const { popup, open } = fakePopup();
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));

  expect(open).toHaveBeenCalledTimes(1);
  const [url, , features] = open.mock.calls[0] ?? [];
  expect(String(url)).toMatch(/^http:\/\/localhost\/payment\/frame\?opener=\d+$/);
  expect(features).toContain('width=940');
  expect(features).toContain('height=840');
  expect(features).toContain('menubar=no');
  expect(features).toContain('toolbar=no');
  expect(features).toContain('resizable=no');
  await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
  expect(popup.location.replace.mock.calls[0]?.[0]).toMatch(
    /^http:\/\/localhost\/demo-gateway\/\?payment=/,
  );
  // The page now shows the amount being paid (kept for the result page too).
  const paying = await screen.findByRole('region', { name: 'Estás pagando' });
  expect(within(paying).getByText('$ 84,350.75')).toBeInTheDocument();
  expect(JSON.parse(paymentPosts()[0]?.requestBody ?? '{}')).toEqual({ amount: 84350.75 });
});

test('a double click makes one payment call', async () => {
  const { open } = fakePopup();
  server().timing = 100;
  const { user } = renderPayment();
  await user.dblClick(await screen.findByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
  expect(open).toHaveBeenCalledTimes(1);
  expect(paymentPosts()).toHaveLength(1);
});

test('Continuar reads Cargando formulario de pago... while the payment call is under way', async () => {
  fakePopup();
  server().timing = 100;
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('button', { name: 'Cargando formulario de pago...' })).toBeDisabled();
  expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
});

test("a failed payment call closes the popup and shows the payment error, blaming the provider, not the cardholder's data", async () => {
  const { popup } = fakePopup();
  server().post('payments/', () => new Response(500, {}, { message: 'caído' }));
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(within(dialog).getByText(/^No pudimos iniciar el pago/)).toBeInTheDocument();
  expect(within(dialog).queryByText(/verifica los datos/)).not.toBeInTheDocument();
  expect(popup.close).toHaveBeenCalled();
  expect(popup.location.replace).not.toHaveBeenCalled();
  expect(paymentPosts()).toHaveLength(1); // never retried by itself
});

test.each(['javascript:alert(1)', 'https://evil.example/pay', '/relative'])(
  'an endpoint %p is refused: the popup never goes there',
  async (endpoint) => {
    const { popup } = fakePopup();
    server().post('payments/', () => ({
      data: {
        amount: 1,
        created_at: new Date().toISOString(),
        status: { data: { name: 'Pendiente' } },
        endpoint,
      },
    }));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
  },
);

test('a blocked popup is said plainly and nothing is paid', async () => {
  jest.spyOn(window, 'open').mockImplementation(() => null);
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(
    await screen.findByText(/Tu navegador bloqueó la ventana del formulario de pago/),
  ).toBeInTheDocument();
  expect(paymentPosts()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

test('leaving the page while the popup is in use leaves the popup open, and coming back shows the payment in progress; a sign-out closes it', async () => {
  const { popup } = fakePopup();
  const { user, router, store } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));

  // Back, the drawer: the form in the popup may be half filled.
  act(() => router.navigate('/'));
  expect(await screen.findByText('Saldo último resumen')).toBeInTheDocument();
  expect(popup.close).not.toHaveBeenCalled();

  act(() => router.navigate('/payment?amount=84350.75'));
  expect(
    await screen.findByRole('heading', { name: 'Tenés un pago en proceso', level: 1 }),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Monto a pagar')).not.toBeInTheDocument();
  expect(popup.close).not.toHaveBeenCalled();

  act(() => void store.dispatch(sessionEnded({ reason: 'logout' })));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(popup.close).toHaveBeenCalledTimes(1);
});

test('Cancelar goes back home', async () => {
  const { user, router } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

/** The page once the account has answered (its quick choices are there), without ?amount=. */
async function renderWithBalance(attributes: Partial<CardholderRecord> = {}) {
  const view = renderPayment('/payment', attributes);
  const field = await screen.findByLabelText('Monto a pagar');
  await screen.findByRole('group', { name: 'Elegí cuánto pagar' });
  return { ...view, field };
}

const accountReads = () =>
  sentRequests(server()).filter(
    (request) => request.method === 'GET' && request.url.endsWith('/account/'),
  );

describe('an amount above the last statement balance asks first', () => {
  test("'Revisá el monto' names both figures; nothing opens or is sent before an answer", async () => {
    const { open } = fakePopup();
    const { user, field } = await renderWithBalance();
    await user.type(field, '90.000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Revisá el monto' });
    expect(dialog).toHaveAccessibleDescription(
      'Vas a pagar $ 90,000.00 y tu saldo pendiente es $ 84,350.75. Lo que pagues de más queda a tu favor en tu tarjeta.',
    );
    await waitFor(() => expect(dialog).toHaveFocus()); // the dialog itself: Tab goes to Corregir first
    expect(within(dialog).getByRole('button', { name: 'Pagar $ 90,000.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Corregir' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(paymentPosts()).toHaveLength(0);
  });

  test('Pagar $ X opens the popup inside its own click, then pays exactly that amount', async () => {
    const { open } = fakePopup();
    const { user, field } = await renderWithBalance();
    await user.type(field, '90000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisá el monto' });

    // One click dispatched as the browser does, synchronously: window.open has run by the time
    // it returns (an await before it would let a popup blocker stop the window).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar $ 90,000.00' }));
    expect(open).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    expect(paymentPosts()).toHaveLength(1);
    expect(JSON.parse(paymentPosts()[0]?.requestBody ?? '{}')).toEqual({ amount: 90000 });
  });

  test.each([
    ['Corregir', 'click'],
    ['Escape', 'key'],
  ])('%s closes it: the focus is back in the amount, which is kept', async (_label, how) => {
    const { open } = fakePopup();
    const { user, field } = await renderWithBalance();
    await user.type(field, '84350,76');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisá el monto' });
    expect(dialog).toHaveAccessibleDescription(
      'Vas a pagar $ 84,350.76 y tu saldo pendiente es $ 84,350.75. Lo que pagues de más queda a tu favor en tu tarjeta.',
    );
    if (how === 'click') await user.click(within(dialog).getByRole('button', { name: 'Corregir' }));
    else await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
    expect(field).toHaveValue('$ 84,350.76');
    expect(open).not.toHaveBeenCalled();
    expect(paymentPosts()).toHaveLength(0);

    // Corrected, it goes straight to the popup.
    await user.type(field, '{Backspace}5');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revisá el monto' })).not.toBeInTheDocument();
    expect(JSON.parse(paymentPosts()[0]?.requestBody ?? '{}')).toEqual({ amount: 84350.75 });
  });

  test('a credit in favour (a balance not above 0) asks nothing', async () => {
    const { open } = fakePopup();
    const { user } = renderPayment('/payment', { balance: -1500, minimum_payment: 0 });
    const field = await screen.findByLabelText('Monto a pagar');
    await waitFor(() => expect(accountReads()).toHaveLength(1));
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Revisá el monto' })).not.toBeInTheDocument();
  });
});

describe('quick choices', () => {
  // A choice gives the field a fresh mask (a new input element): look it up each time.
  const amountField = () => screen.getByLabelText('Monto a pagar');

  test('Saldo pendiente and Pago mínimo fill the field in one tap, and Continuar pays that', async () => {
    fakePopup();
    const { user } = await renderWithBalance({ minimum_payment: 8435.08 });
    const total = screen.getByRole('button', { name: 'Saldo pendiente $ 84,350.75' });
    const minimum = screen.getByRole('button', { name: 'Pago mínimo $ 8,435.08' });
    expect(total).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Otro monto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(total);
    expect(amountField()).toHaveValue('$ 84,350.75');
    expect(total).toHaveAttribute('aria-pressed', 'true');

    await user.click(minimum);
    expect(amountField()).toHaveValue('$ 8,435.08');
    expect(minimum).toHaveAttribute('aria-pressed', 'true');
    expect(total).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    expect(JSON.parse(paymentPosts()[0]?.requestBody ?? '{}')).toEqual({ amount: 8435.08 });
  });

  test('Otro monto empties the field and puts the focus in it; typing there is free entry', async () => {
    const { user } = await renderWithBalance();
    await user.click(screen.getByRole('button', { name: /^Saldo pendiente/ }));
    expect(amountField()).toHaveValue('$ 84,350.75');
    await user.click(screen.getByRole('button', { name: 'Otro monto' }));
    expect(amountField()).toHaveValue('');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.keyboard('1234,5');
    expect(amountField()).toHaveValue('$ 1,234.5');
    expect(screen.getByRole('button', { name: 'Otro monto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("a field edited after a choice reads from the choice's own text", async () => {
    const { user } = await renderWithBalance();
    await user.click(screen.getByRole('button', { name: /^Saldo pendiente/ }));
    await user.type(amountField(), '{Backspace}{Backspace}{Backspace}');
    expect(amountField()).toHaveValue('$ 84,350');
    await user.type(amountField(), '{Backspace}');
    expect(amountField()).toHaveValue('$ 8,435');
  });

  test('the balance is the one home already read: no second account request', async () => {
    const { user } = renderPayment('/');
    await screen.findByText('$ 84,350.75');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByRole('button', { name: 'Saldo pendiente $ 84,350.75' }),
    ).toBeInTheDocument();
    expect(accountReads()).toHaveLength(1);
  });

  test('the ?amount= parameter still pre-fills, and reads as the choice it matches', async () => {
    renderPayment('/payment?amount=84350.75');
    const total = await screen.findByRole('button', { name: 'Saldo pendiente $ 84,350.75' });
    expect(total).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Monto a pagar')).toHaveValue('$ 84,350.75');
  });

  test('only what the account gives above 0: no minimum, no total for a credit in favour', async () => {
    renderPayment('/payment', { minimum_payment: 0 });
    expect(
      await screen.findByRole('button', { name: 'Saldo pendiente $ 84,350.75' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pago mínimo/ })).not.toBeInTheDocument();
  });

  test('no choice at all when the account gives none: the field alone', async () => {
    renderPayment('/payment', { balance: -1500, minimum_payment: 0 });
    await screen.findByLabelText('Monto a pagar');
    await waitFor(() => expect(accountReads()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Elegí cuánto pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Otro monto' })).not.toBeInTheDocument();
  });

  test('an account that fails leaves the field and Continuar as they were', async () => {
    const { open } = fakePopup();
    server().get('account/', () => new Response(500, {}, { message: 'caído' }));
    const { user } = renderPayment('/payment');
    const field = await screen.findByLabelText('Monto a pagar');
    await user.type(field, '90000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

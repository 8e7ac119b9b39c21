/**
 * POST payments/ under every fault: Continuar on /payment. The payment is created exactly
 * once per press, never again by itself; a failure shows the spec's payment error (section 8)
 * with 'Reintentar pago', closes the popup, and keeps the amount.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '../../src/services/api';
import { CreatedPaymentAnswer } from '../../src/services/provider';
import { fakePopups, type FakePopup } from '../support/popup';
import { recordingAnalytics, renderSignedIn } from '../support/test-utils';
import { failRoute, withFaultyProvider } from './fault-setup';
import { ALL_FAULTS, answered } from './faults';

const server = withFaultyProvider();

/** What the payment flow reads of an answer of POST payments/ (its schema never refuses one). */
const readCreatedPayment = (body: unknown) => v.parse(CreatedPaymentAnswer, body);

const renderPayment = () =>
  renderSignedIn(server(), {
    route: '/payment?amount=84350.75',
    cardholder: { balance: 84350.75 },
  });

const healthyPayment = () =>
  new Response(
    201,
    {},
    {
      data: {
        amount: 84350.75,
        created_at: new Date().toISOString(),
        status: { data: { name: 'Pendiente' } },
        endpoint: `${window.location.origin}/demo-gateway/?payment=1`,
      },
    },
  );

async function expectPaymentError(popup: FakePopup | undefined) {
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  // The payment call failed: the provider's problem, never the cardholder's data.
  expect(within(dialog).getByText(NOT_CREATED)).toBeInTheDocument();
  expect(within(dialog).queryByText(/verifica los datos/)).not.toBeInTheDocument();
  expect(popup?.close).toHaveBeenCalled();
  expect(popup?.location.replace).not.toHaveBeenCalled();
  // The page says it too, with the ways forward; the amount waits behind Reintentar pago.
  expect(screen.getByRole('heading', { name: 'No se realizó el pago' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar pago' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver a inicio' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Otras formas de pago/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Estás pagando' })).not.toBeInTheDocument();
  return dialog;
}

const NOT_CREATED =
  'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos. No se debitó nada: probá de nuevo en unos minutos.';

describe.each(ALL_FAULTS)('POST payments/ meets %s', (fault) => {
  test('the payment error with Reintentar pago; sent exactly once; Reintentar pago then works', async () => {
    const { popups, open } = fakePopups();
    const { user, route } = failRoute(server(), 'post', 'payments/', fault, healthyPayment);
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    // A time-out: the call's 30 s pass at once (what shows meanwhile: payment-page.test.tsx).
    if (fault === 'time-out') await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));

    const dialog = await expectPaymentError(popups[0]);
    expect(route.calls()).toBe(1);
    expect(answered(server(), 'POST', 'payments/')).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);

    route.heal();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Reintentar pago' }));
    // The amount is kept: the form comes back with it.
    expect(screen.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monto a pagar')).toHaveValue('$ 84,350.75');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
    await waitFor(() => expect(popups[1]?.location.replace).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledTimes(2);
    expect(route.calls()).toBe(2);
  });
});

test.each([
  ['a null body', 'null'],
  ['no data', {}],
  ['data null', { data: null }],
  ['no endpoint', { data: { amount: 1, status: { data: { name: 'Pendiente' } } } }],
  ['an endpoint that is not text', { data: { endpoint: { url: 'https://x.example' } } }],
  ['an endpoint at the top level that is not text', { endpoint: 42, data: {} }],
  ['a list', [{ endpoint: `${window.location.origin}/demo-gateway/?payment=1` }]],
])(
  'a 201 with %s: the payment error, the popup never goes anywhere, sent once',
  async (_case, body) => {
    const { popups } = fakePopups();
    server().post(
      'payments/',
      () => new Response(201, { 'Content-Type': 'application/json' }, body),
    );
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await expectPaymentError(popups[0]);
    expect(answered(server(), 'POST', 'payments/')).toHaveLength(1);
  },
);

test("a payment call that failed is told to analytics as 'payment notCreated', nothing more", async () => {
  fakePopups();
  server().post('payments/', () => new Response(503, {}, { message: 'caído' }));
  const analytics = recordingAnalytics();
  const { user } = renderSignedIn(server(), {
    route: '/payment?amount=84350.75',
    cardholder: { balance: 84350.75 },
    analytics,
  });
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  await screen.findByRole('dialog', { name: 'Error' });
  expect(analytics.errors).toEqual(['payment notCreated']);
});

// The spec names the answer's fields (endpoint, payment_method) but not its envelope: both
// the `data` envelope of the other answers and the fields at the top level are read.
test.each([
  ['under data', (endpoint: string) => ({ data: { endpoint, payment_method: 'LINK_PEI' } })],
  ['at the top level', (endpoint: string) => ({ endpoint, payment_method: 'LINK_PEI' })],
  ['at the top level, beside a data without them', (endpoint: string) => ({ data: {}, endpoint })],
])('a 201 with the payment %s sends the popup to its endpoint', async (_case, answer) => {
  const { popups } = fakePopups();
  const endpoint = `${window.location.origin}/demo-gateway/?payment=1`;
  server().post('payments/', () => new Response(201, {}, answer(endpoint)));
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
  await waitFor(() => expect(popups[0]?.location.replace).toHaveBeenCalledWith(endpoint));
  expect(answered(server(), 'POST', 'payments/')).toHaveLength(1);
});

test('a 201 with the method at the top level: BIND_SIMPLE is followed as BIND_SIMPLE', () => {
  expect(
    readCreatedPayment({ endpoint: 'https://bind.example/x', payment_method: 'BIND_SIMPLE' }),
  ).toEqual({ endpoint: 'https://bind.example/x', payment_method: 'BIND_SIMPLE' });
  // The spec's envelope first: a field under data wins over the same one at the top level.
  expect(
    readCreatedPayment({
      data: { endpoint: 'https://a.example/', payment_method: 'BIND_SIMPLE' },
      endpoint: 'https://b.example/',
      payment_method: 'LINK_PEI',
    }),
  ).toEqual({ endpoint: 'https://a.example/', payment_method: 'BIND_SIMPLE' });
  // An unknown method is no method (LINK_PEI, spec section 3).
  expect(readCreatedPayment({ endpoint: 'https://a.example/', payment_method: 'PIX' })).toEqual({
    endpoint: 'https://a.example/',
  });
});

test('a 401 ends the session: the cardholder is at /login, the payment sent once', async () => {
  const { popups } = fakePopups();
  server().post('payments/', () => new Response(401, {}, { message: 'Sesión vencida' }));
  const { user, store } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(popups[0]?.close).toHaveBeenCalled();
  expect(answered(server(), 'POST', 'payments/')).toHaveLength(1);
});

const BLOCKED =
  'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.';

test.each([403, 422])(
  "a %s with the provider's message: its words in the 'Error' dialog and on the page, the popup closed, the other ways to pay and no 'Reintentar pago'",
  async (status) => {
    const { popups } = fakePopups();
    server().post('payments/', () => new Response(status, {}, { message: BLOCKED }));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(BLOCKED);
    expect(within(dialog).queryByText(NOT_CREATED)).not.toBeInTheDocument();
    expect(popups[0]?.close).toHaveBeenCalled();
    expect(popups[0]?.location.replace).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('heading', { name: 'No se realizó el pago' })).toBeInTheDocument();
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Otras formas de pago/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar pago' })).not.toBeInTheDocument();
    expect(answered(server(), 'POST', 'payments/')).toHaveLength(1);
  },
);

test.each([
  ['a 429 with a message (it may pass)', 429, { message: 'Demasiados intentos.' }],
  ['a 403 with no message', 403, {}],
])("%s: today's payment error and 'Reintentar pago'", async (_case, status, body) => {
  const { popups } = fakePopups();
  server().post('payments/', () => new Response(status, {}, body));
  const { user } = renderPayment();
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  await expectPaymentError(popups[0]);
});

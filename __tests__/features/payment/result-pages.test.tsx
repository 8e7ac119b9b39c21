import { screen } from '@testing-library/react';
import type { RootState } from '../../../src/app/store';
import { applyPaymentOutcome } from '../../../mocks/payment-outcome';
import type { CardholderRecord, PaymentRecord } from '../../../mocks/records';
import {
  createSignedInCardholder,
  renderApp,
  signedInState,
  startTestServer,
} from '../../support/test-utils';

const withSavedAmount = { payment: { amount: '12000.50' } } as Partial<RootState>;

test('/payment/success shows the saved amount, the processed text and the date as DD-MM-YYYY HH:mm', async () => {
  renderApp({ route: '/payment/success', preloadedState: withSavedAmount });
  expect(await screen.findByRole('heading', { name: 'Operación exitosa' })).toBeInTheDocument();
  expect(screen.getByText('$ 12,000.50')).toBeInTheDocument();
  expect(screen.getByText(/se acreditará en tu cuenta en unos minutos/)).toBeInTheDocument();
  expect(screen.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeInTheDocument();
});

test('/payment/error explains which cards work and links to the payment methods', async () => {
  renderApp({ route: '/payment/error', preloadedState: withSavedAmount });
  expect(await screen.findByRole('heading', { name: 'Error en el pago' })).toBeInTheDocument();
  expect(
    screen.getByText(/Solo se aceptan tarjetas de débito bancarias con fondos disponibles/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Ver medios de pago/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(screen.getByRole('button', { name: 'Volver a pagar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeInTheDocument();
});

test("'Volver a pagar' without an opener goes to /payment with the amount", async () => {
  const server = startTestServer();
  try {
    const { token } = createSignedInCardholder(server);
    const preloadedState = { ...withSavedAmount, ...signedInState(token) };
    const { user, router } = renderApp({ route: '/payment/error', preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Volver a pagar' }));
    expect(await screen.findByLabelText('Monto a pagar')).toHaveValue('$ 12,000.50');
    expect(router.state.location.search).toBe('?amount=12000.50');
  } finally {
    server.shutdown();
  }
});

test('/payment/frame, opened by another window, says the form is loading', async () => {
  Object.defineProperty(window, 'opener', { value: {}, configurable: true });
  try {
    renderApp({ route: '/payment/frame?opener=1' });
    expect(await screen.findByText('Cargando formulario de pago...')).toBeInTheDocument();
  } finally {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  }
});

describe("the demo gateway's notification (mock API)", () => {
  const cardholder = {
    id: '1',
    balance: 84350.75,
    available: 350000,
    minimum_payment: 8435.08,
  } as CardholderRecord;
  const pending = {
    id: '7',
    cardholderId: '1',
    amount: 84350.75,
    status_name: 'Pendiente',
  } as PaymentRecord;

  test('a credited payment lowers the balance and frees credit', () => {
    const data = applyPaymentOutcome(
      { cardholders: [cardholder], payments: [pending] },
      '7',
      'Acreditado',
    );
    expect(data.payments?.[0]?.status_name).toBe('Acreditado');
    expect(data.cardholders?.[0]).toMatchObject({
      balance: 0,
      available: 434350.75,
      minimum_payment: 0,
    });
  });

  test('a rejected one changes only its status; a second notification changes nothing', () => {
    const rejected = applyPaymentOutcome(
      { cardholders: [cardholder], payments: [pending] },
      '7',
      'Rechazado',
    );
    expect(rejected.payments?.[0]?.status_name).toBe('Rechazado');
    expect(rejected.cardholders?.[0]).toEqual(cardholder);
    expect(applyPaymentOutcome(rejected, '7', 'Acreditado')).toBe(rejected);
  });
});

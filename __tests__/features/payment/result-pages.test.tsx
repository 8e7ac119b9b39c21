import { screen, waitFor } from '@testing-library/react';
import type { RootState } from '../../../src/app/store';
import * as pageLoad from '../../../src/lib/page-load';
import { applyPaymentOutcome } from '../../../mocks/payment-outcome';
import type { CardholderRecord, PaymentRecord } from '../../../mocks/records';
import { renderApp } from '../../support/test-utils';
import { asCents } from '../../support/cents';

const withSavedAmount = { payment: { amount: asCents(1200050) } } as Partial<RootState>;

test('/payment/success shows the saved amount, the processed text and the date as DD-MM-YYYY HH:mm', async () => {
  renderApp({ route: '/payment/success', preloadedState: withSavedAmount });
  expect(await screen.findByRole('heading', { name: 'Operación exitosa' })).toBeInTheDocument();
  expect(screen.getByText('$ 12,000.50')).toBeInTheDocument();
  expect(screen.getByText(/se acreditará en tu tarjeta en unos minutos/)).toBeInTheDocument();
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

/*
 * Alone (opened by no window of this app), a result page leaves by a full page load: it was
 * served without Cross-Origin-Opener-Policy, and the app page must come with its own headers.
 * jsdom cannot load a page, so the test watches the one function that asks the browser to.
 */
describe('a result page that is not in the popup of this app', () => {
  let loads: jest.SpyInstance;
  beforeEach(() => {
    loads = jest.spyOn(pageLoad, 'loadPage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });

  test("'Volver a pagar' loads /payment with the amount as a new page", async () => {
    const { user, router } = renderApp({
      route: '/payment/error',
      preloadedState: withSavedAmount,
    });
    await user.click(await screen.findByRole('button', { name: 'Volver a pagar' }));
    expect(loads).toHaveBeenCalledWith('/payment?amount=12000.50');
    expect(router.state.location.pathname).toBe('/payment/error');
  });

  test.each(['/payment/success', '/payment/error'])(
    "'Volver al inicio' on %s loads / as a new page",
    async (route) => {
      const { user, router } = renderApp({ route, preloadedState: withSavedAmount });
      await user.click(await screen.findByRole('button', { name: 'Volver al inicio' }));
      expect(loads).toHaveBeenCalledWith('/');
      expect(router.state.location.pathname).toBe(route);
    },
  );

  test('a window of another origin as the opener counts as none', async () => {
    const crossOrigin = {
      closed: false,
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    Object.defineProperty(window, 'opener', { value: crossOrigin, configurable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = renderApp({ route: '/payment/success', preloadedState: withSavedAmount });
    await user.click(await screen.findByRole('button', { name: 'Volver al inicio' }));
    expect(loads).toHaveBeenCalledWith('/');
    expect(close).not.toHaveBeenCalled();
  });

  test('inside the popup of this app, Volver al inicio closes the popup instead', async () => {
    const postMessage = jest.fn();
    const opener = { closed: false, location: { origin: window.location.origin }, postMessage };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = renderApp({ route: '/payment/success', preloadedState: withSavedAmount });
    // BIND's success page tells the payment page that the gateway said it was paid.
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { intent: 'PAGO_REALIZADO' },
        window.location.origin,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Volver al inicio' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(loads).not.toHaveBeenCalled();
  });
  test("BIND's error page tells the payment page, on arrival, that the gateway rejected it", async () => {
    const postMessage = jest.fn();
    const opener = { closed: false, location: { origin: window.location.origin }, postMessage };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    renderApp({ route: '/payment/error', preloadedState: withSavedAmount });
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ intent: 'ERROR_EN_PAGO' }, window.location.origin),
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
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
    gateway_secret: 's3cr3t',
  } as PaymentRecord;
  const notification = { paymentId: '7', secret: 's3cr3t' };

  test('a credited payment lowers the balance and frees credit', () => {
    const data = applyPaymentOutcome(
      { cardholders: [cardholder], payments: [pending] },
      { ...notification, outcome: 'Acreditado' },
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
      { ...notification, outcome: 'Rechazado' },
    );
    expect(rejected.payments?.[0]?.status_name).toBe('Rechazado');
    expect(rejected.cardholders?.[0]).toEqual(cardholder);
    expect(applyPaymentOutcome(rejected, { ...notification, outcome: 'Acreditado' })).toBe(
      rejected,
    );
  });

  test.each([
    ['no secret', { paymentId: '7', secret: '' }],
    ['a wrong secret', { paymentId: '7', secret: 's3cr3T' }],
    ['the secret of another payment', { paymentId: '8', secret: 's3cr3t' }],
  ])('a notification with %s changes nothing (ids are easy to guess)', (_case, which) => {
    const other = { ...pending, id: '8', gateway_secret: 'other' };
    const data = { cardholders: [cardholder], payments: [pending, other] };
    expect(applyPaymentOutcome(data, { ...which, outcome: 'Acreditado' })).toBe(data);
  });

  test('a payment made without a secret cannot be settled by a notification at all', () => {
    const data = {
      cardholders: [cardholder],
      payments: [{ ...pending, gateway_secret: undefined }],
    };
    expect(applyPaymentOutcome(data, { paymentId: '7', secret: '', outcome: 'Acreditado' })).toBe(
      data,
    );
  });
});

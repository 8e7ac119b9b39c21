/** GET account/ under every fault: home's figures (spec section 2, 'Disponible para compras'). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { failRoute, renderHomeWithAPayment, withFaultyProvider } from './fault-setup';
import {
  ALL_FAULTS,
  answered,
  faultHandlers,
  letCallsTimeOut,
  RETRIED_FAULTS,
  SENT_WITH_RETRIES,
} from './faults';

const server = withFaultyProvider();

const FAILED = 'No pudimos cargar los datos de tu tarjeta.';

const renderHome = () => renderHomeWithAPayment(server());

/** Pagar reachable but inert, telling why: nothing to pay without a balance. */
function expectPagarInert() {
  const pay = screen.getByRole('button', { name: 'Pagar' });
  expect(pay).toHaveAttribute('aria-disabled', 'true');
  expect(pay).toHaveAccessibleDescription('Tu saldo no está disponible.');
}

const healthyAccount = () => ({ data: { credit: { available: 77 }, balance: { current: 1 } } });

describe.each(ALL_FAULTS)('GET account/ meets %s', (fault) => {
  const retried = RETRIED_FAULTS.includes(fault);

  test(`home says so with Reintentar, keeps the payments, and ${retried ? 'retries the call' : 'does not retry it'}`, async () => {
    const { user, route } = failRoute(server(), 'get', 'account/', fault, healthyAccount);
    renderHome();
    if (fault === 'time-out') await letCallsTimeOut(route, SENT_WITH_RETRIES);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(route.calls()).toBe(retried ? SENT_WITH_RETRIES : 1);
    expect(answered(server(), 'GET', 'account/')).toHaveLength(retried ? SENT_WITH_RETRIES : 1);
    // What else home had is still there; Pagar waits for a balance (inert, and says why).
    const payments = await screen.findByRole('list', { name: 'Últimos pagos' });
    expect(within(payments).getByText('$ 25,000.00')).toBeInTheDocument();
    expectPagarInert();
    expect(screen.getByRole('button', { name: 'Descargar mi resumen' })).toBeEnabled();

    route.heal();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('$ 77.00')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});

test('a call that works on a retry: the cardholder never sees the failures', async () => {
  let calls = 0;
  server().get('account/', (schema, request) => {
    calls += 1;
    if (calls === 1) return faultHandlers['500'](schema, request);
    if (calls === 2) return faultHandlers['network failure'](schema, request);
    return healthyAccount();
  });
  renderHome();
  expect(await screen.findByText('$ 77.00')).toBeInTheDocument();
  expect(calls).toBe(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a 4xx other than 401 is said at once, never retried', async () => {
  server().get('account/', () => new Response(404, {}, { message: 'No encontrada' }));
  renderHome();
  expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  expect(answered(server(), 'GET', 'account/')).toHaveLength(1);
});

describe('a 200 with missing fields', () => {
  test.each([
    ['no data', {}],
    ['data without either figure', { data: { credit: {}, balance: null } }],
    [
      'figures that are not amounts',
      { data: { credit: { available: 'mucho' }, balance: { current: [] } } },
    ],
    ['a list instead of an object', { data: [1, 2] }],
  ])(
    '%s: home says it could not load them, with Reintentar (not retried by itself)',
    async (_case, body) => {
      server().get('account/', () => body);
      renderHome();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(answered(server(), 'GET', 'account/')).toHaveLength(1);
      expect(await screen.findByText('$ 25,000.00')).toBeInTheDocument();
      expectPagarInert();
    },
  );

  test('only the available credit: it is shown, the balance is No disponible, Pagar waits', async () => {
    server().get('account/', () => ({ data: { credit: { available: 10 } } }));
    renderHome();
    const available = await screen.findByRole('region', { name: 'Disponible para compras' });
    expect(await within(available).findByText('$ 10.00')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Saldo último resumen' });
    expect(within(balance).getByText('No disponible')).toBeInTheDocument();
    expectPagarInert();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('only the balance: it is shown and Pagar works, the available credit is No disponible', async () => {
    server().get('account/', () => ({ data: { balance: { current: 5 } } }));
    const { router } = renderHome();
    const balance = await screen.findByRole('region', { name: 'Saldo último resumen' });
    expect(await within(balance).findByText('$ 5.00')).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Disponible para compras' });
    expect(within(available).getByText('No disponible')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?amount=5.00'));
  });

  test('extras that are not what they should be are left out, the figures stay', async () => {
    server().get('account/', () => ({
      data: {
        credit: { available: 10 },
        balance: { current: 5 },
        due_date: 'el mes que viene',
        minimum_payment: 'poco',
        credit_limit: null,
      },
    }));
    renderHome();
    expect(await screen.findByText('$ 10.00')).toBeInTheDocument();
    expect(screen.getByText('$ 5.00')).toBeInTheDocument();
    expect(screen.queryByText('Vencimiento')).not.toBeInTheDocument();
    expect(screen.queryByText('Pago mínimo')).not.toBeInTheDocument();
    expect(screen.queryByText('Límite de compra')).not.toBeInTheDocument();
  });
});

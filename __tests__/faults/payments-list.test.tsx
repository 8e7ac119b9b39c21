/** GET payments/ under every fault: home's 'Últimos pagos' (spec section 2). */
import { screen, within } from '@testing-library/react';
import { renderSignedIn } from '../support/test-utils';
import { failRoute, withFaultyProvider } from './fault-setup';
import { ALL_FAULTS, answered, letCallsTimeOut, RETRIED_FAULTS, SENT_WITH_RETRIES } from './faults';

const server = withFaultyProvider();

const FAILED = 'No pudimos cargar tus últimos pagos.';

const renderHome = () =>
  renderSignedIn(server(), { cardholder: { available: 350000, balance: 84350.75 } });

const healthyPayments = () => ({
  data: [
    {
      amount: 30000,
      created_at: new Date(2026, 9, 13, 12).toISOString(),
      status: { data: { name: 'Rechazado' } },
    },
  ],
});

describe.each(ALL_FAULTS)('GET payments/ meets %s', (fault) => {
  const retried = RETRIED_FAULTS.includes(fault);

  test(`home says so with Reintentar, keeps the figures, and ${retried ? 'retries the call' : 'does not retry it'}`, async () => {
    const { user, route } = failRoute(server(), 'get', 'payments/', fault, healthyPayments);
    renderHome();
    if (fault === 'time-out') await letCallsTimeOut(route, SENT_WITH_RETRIES);

    const section = await screen.findByRole('region', { name: 'Últimos pagos' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // Never the false 'nothing paid' of an empty list.
    expect(screen.queryByText('No existen pagos realizados')).not.toBeInTheDocument();
    expect(route.calls()).toBe(retried ? SENT_WITH_RETRIES : 1);
    expect(answered(server(), 'GET', 'payments/')).toHaveLength(retried ? SENT_WITH_RETRIES : 1);
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();

    route.heal();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const list = await screen.findByRole('list', { name: 'Últimos pagos' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('$ 30,000.00');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});

describe('a 200 with missing fields', () => {
  test.each([
    ['no data', {}],
    ['data that is not a list', { data: { payments: [] } }],
    ['a null list', { data: null }],
  ])(
    '%s: home says it could not load them (not an empty list), not retried',
    async (_case, body) => {
      server().get('payments/', () => body);
      renderHome();
      const section = await screen.findByRole('region', { name: 'Últimos pagos' });
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(screen.queryByText('No existen pagos realizados')).not.toBeInTheDocument();
      expect(answered(server(), 'GET', 'payments/')).toHaveLength(1);
      expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    },
  );

  test('entries without a date, an amount or a status show what they have', async () => {
    server().get('payments/', () => ({
      data: [
        { amount: 25000, status: { data: { name: 'Acreditado' } } },
        { created_at: new Date(2026, 9, 13, 12).toISOString(), status: { data: {} } },
        { amount: 'no sé', created_at: 'ayer', status: 'Acreditado' },
        null,
        'pago',
        { amount: 1000, created_at: new Date(2026, 8, 1, 12).toISOString() },
      ],
    }));
    renderHome();
    const list = await screen.findByRole('list', { name: 'Últimos pagos' });
    const rows = within(list).getAllByRole('listitem');
    // What is not an entry at all is left out; every entry keeps its row.
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(/^\$ 25,000\.00Acreditado$/);
    expect(rows[1]).toHaveTextContent(/^Monto no disponible13 de octubre de 2026$/);
    expect(rows[2]).toHaveTextContent(/^Monto no disponible$/);
    expect(rows[3]).toHaveTextContent(/^\$ 1,000\.001 de septiembre de 2026$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('an empty list is still No existen pagos realizados', async () => {
    server().get('payments/', () => ({ data: [] }));
    renderHome();
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { CardholderRecord } from '../../../mocks/records';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn } from '../../support/test-utils';
import {
  catchDownloadsInEachTest,
  expectStatementBusy,
  expectStatementSavedOnce,
  holdStatement,
  savedAs,
} from '../../support/downloads';

const server = withMockProvider();

const renderHomeFor = (attributes: Partial<CardholderRecord> = {}) =>
  renderSignedIn(server(), {
    cardholder: { available: 350000, balance: 84350.75, ...attributes },
  });

describe('balances', () => {
  test('show placeholders while loading, then both figures in the money format', async () => {
    server().timing = 100;
    renderHomeFor();
    const available = await screen.findByRole('region', { name: 'Disponible para compras' });
    expect(within(available).queryByText(/\$/)).not.toBeInTheDocument();
    expect(await within(available).findByText('$ 350,000.00')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Saldo último resumen' });
    expect(within(balance).getByText('$ 84,350.75')).toBeInTheDocument();
  });

  test('show the optional extras when the provider sends them', async () => {
    renderHomeFor({ due_date: '2026-12-02', minimum_payment: 8435.08, credit_limit: 500000 });
    expect(await screen.findByText('2 de diciembre')).toBeInTheDocument();
    expect(screen.getByText('Vencimiento')).toBeInTheDocument();
    expect(screen.getByText('$ 8,435.08')).toBeInTheDocument();
    expect(screen.getByText('$ 500,000.00')).toBeInTheDocument();
  });

  test('show nothing for the extras when the provider does not send them', async () => {
    server().get('account/', () => ({
      data: { credit: { available: 10 }, balance: { current: 5 } },
    }));
    renderHomeFor();
    expect(await screen.findByText('$ 10.00')).toBeInTheDocument();
    expect(screen.queryByText('Vencimiento')).not.toBeInTheDocument();
    expect(screen.queryByText('Pago mínimo')).not.toBeInTheDocument();
    expect(screen.queryByText('Límite de compra')).not.toBeInTheDocument();
  });

  test("one story of the figures: after a payment the statement's balance stays, a line says what was paid since, and Pagar offers what is left", async () => {
    const { user, router } = renderHomeFor({ statement_balance: 84350.75, balance: 75915.67 });
    const balance = await screen.findByRole('region', { name: 'Saldo último resumen' });
    expect(await within(balance).findByText('$ 84,350.75')).toBeInTheDocument();
    expect(screen.getByText('Pagaste', { exact: false })).toHaveTextContent(
      'Pagaste $ 8,435.08 desde el cierre',
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?amount=75915.67'));
  });

  test('a provider that sends only balance.current: that figure, and no word of what was paid', async () => {
    server().get('account/', () => ({
      data: { credit: { available: 10 }, balance: { current: 75915.67 } },
    }));
    renderHomeFor();
    const balance = await screen.findByRole('region', { name: 'Saldo último resumen' });
    expect(await within(balance).findByText('$ 75,915.67')).toBeInTheDocument();
    expect(screen.queryByText(/desde el cierre/)).not.toBeInTheDocument();
  });

  test('a failed account call says so and retries on request', async () => {
    let calls = 0;
    server().get('account/', () => {
      calls += 1;
      // The first call and its automatic retries fail; 'Reintentar' brings the answer.
      return calls <= 3
        ? new Response(500, {}, { message: 'error' })
        : { data: { credit: { available: 77 }, balance: { current: 1 } } };
    });
    const { user } = renderHomeFor();
    expect(
      await screen.findByText('No pudimos cargar los datos de tu tarjeta.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('$ 77.00')).toBeInTheDocument();
  });
});

describe('Pagar', () => {
  test('opens /payment with the balance as the amount', async () => {
    const { user, router } = renderHomeFor();
    await screen.findByText('$ 84,350.75');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?amount=84350.75');
  });

  // Inert, not disabled: the keyboard still reaches it, and it says why.
  test('takes the focus while the balance loads, says why, and a press does nothing', async () => {
    // The account is answered only once the presses below are done, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server().get('account/', async () => {
      await answered;
      return { data: { credit: { available: 1000 }, balance: { current: 84350.75 } } };
    });
    const { user, router } = renderHomeFor();
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toBeEnabled();
    expect(pay).toHaveAccessibleDescription('Estamos cargando tu saldo.');
    pay.focus();
    expect(pay).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(pay);
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.pathname).toBe('/');

    answer();
    expect(await screen.findByText('$ 84,350.75')).toBeInTheDocument();
    expect(pay).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe('/');
  });

  test('once the balance is in, it is enabled, says nothing more and opens /payment', async () => {
    server().timing = 100;
    const { user, router } = renderHomeFor();
    await screen.findByText('$ 84,350.75');
    const pay = screen.getByRole('button', { name: 'Pagar' });
    expect(pay).not.toHaveAttribute('aria-disabled');
    expect(pay).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Estamos cargando tu saldo.')).not.toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  test('with a negative balance it takes the focus, says why, and a press does nothing', async () => {
    const { user, router } = renderHomeFor({ balance: -1500 });
    expect(await screen.findByText('-$ 1,500.00')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pagar' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toBeEnabled();
    expect(pay).toHaveAccessibleDescription('Tenés saldo a favor: no hay nada para pagar.');
    expect(screen.getByText('Tenés saldo a favor: no hay nada para pagar.')).toBeVisible();
    pay.focus();
    expect(pay).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(pay);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Descargar mi resumen', () => {
  const downloads = catchDownloadsInEachTest();

  test('reads Descargando resumen while busy, keeps the focus, ignores presses and saves mi-resumen.pdf', async () => {
    // The statement is answered when the test says so: busy for as long as it needs.
    const answer = holdStatement(server());
    const { user } = renderHomeFor();
    await screen.findByText('$ 84,350.75');
    screen.getByRole('button', { name: 'Descargar mi resumen' }).focus();
    await user.keyboard('{Enter}');

    expectStatementBusy();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Descargando resumen' }));
    answer();

    const ready = await screen.findByRole('button', { name: 'Descargar mi resumen' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    expect(ready).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expectStatementSavedOnce(downloads(), server());
  });

  test('a failure is silent and the button is enabled again', async () => {
    server().get('summary/last/', () => new Response(500, {}, { message: 'error' }));
    const { user } = renderHomeFor();
    await screen.findByText('$ 84,350.75');
    await user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
    expect(await screen.findByRole('button', { name: 'Descargar mi resumen' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(savedAs(downloads())).toEqual([]);
  });
});

describe('Últimos pagos', () => {
  test('show exactly 2 skeleton rows while loading', async () => {
    server().timing = 100;
    renderHomeFor();
    const loading = await screen.findByRole('list', { name: 'Cargando pagos' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cargando pagos' })).not.toBeInTheDocument();
  });

  test('an empty list says No existen pagos realizados', async () => {
    renderHomeFor();
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
  });

  test('each row shows amount, status name and date: relative today, long before', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const today = twoHoursAgo.getDate() === new Date().getDate() ? twoHoursAgo : new Date();
    renderSignedIn(server(), {
      payments: [
        { amount: 25000, status_name: 'Acreditado', created_at: today.toISOString() },
        {
          amount: 30000,
          status_name: 'Rechazado',
          created_at: new Date(2026, 9, 13, 12).toISOString(),
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Últimos pagos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$ 25,000.00');
    expect(rows[0]).toHaveTextContent('Acreditado');
    expect(rows[0]).toHaveTextContent(/^.*hace .*$/);
    expect(rows[1]).toHaveTextContent('$ 30,000.00');
    expect(rows[1]).toHaveTextContent('Rechazado');
    expect(rows[1]).toHaveTextContent('13 de octubre de 2026');
  });

  test('a failed payments call says so and retries on request', async () => {
    let calls = 0;
    server().get('payments/', () => {
      calls += 1;
      // The first call and its automatic retries fail; 'Reintentar' brings the answer.
      return calls <= 3 ? new Response(503, {}, {}) : { data: [] };
    });
    const { user } = renderHomeFor();
    expect(await screen.findByText('No pudimos cargar tus últimos pagos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { PaymentRecord } from '../../../mocks/records';
import { withMockProvider } from '../../support/mock-provider';
import type { StartingState } from '../../../src/app/store';
import { asCents } from '../../support/cents';
import {
  headingWithFocus,
  renderApp,
  renderSignedIn,
  signedInState,
} from '../../support/test-utils';
import { catchDownloads } from '../../support/downloads';

const server = withMockProvider();

/** An ISO instant from the local date and time the app shows (months from 1). */
const local = (m: number, d: number, h = 12) => new Date(2026, m - 1, d, h, 0).toISOString();

const PAYMENTS: Partial<PaymentRecord>[] = [
  { amount: 1000, created_at: local(11, 20), status_name: 'Acreditado' },
  { amount: 2000, created_at: local(11, 18), status_name: 'Pendiente' },
  { amount: 3000, created_at: local(11, 10), status_name: 'Rechazado' },
  { amount: 4000, created_at: local(11, 5), status_name: 'Acreditado' },
  { amount: 5000, created_at: local(10, 28), status_name: 'Acreditado' },
  {
    amount: 6000,
    created_at: local(10, 20),
    status_name: 'Acreditado',
    payment_method: 'BIND_SIMPLE',
  },
  { amount: 7000, created_at: local(10, 2), status_name: 'Cancelado' },
];

const renderWithPayments = (route = '/', preloadedState?: StartingState) =>
  renderSignedIn(server(), {
    route,
    cardholder: { name: 'María Fernández', available: 1000 },
    payments: PAYMENTS,
    preloadedState,
  });

test('home lists the five newest payments, each opening its detail, and Ver todos los pagos', async () => {
  const { user, router } = renderWithPayments();
  const list = await screen.findByRole('list', { name: 'Últimos pagos' });
  const rows = within(list).getAllByRole('link');
  expect(rows).toHaveLength(5);
  expect(rows[0]).toHaveTextContent('$ 1,000.00');

  await user.click(screen.getByRole('link', { name: 'Ver todos los pagos' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
  await headingWithFocus({ level: 1, name: 'Tus pagos' });
  expect(document.title).toBe('Tus pagos | Autogestión');
});

test("'Tus pagos': every payment by month, newest first; a filter keeps its choice in the URL and the focus", async () => {
  const { user, router } = renderWithPayments('/payments');
  const november = await screen.findByRole('region', { name: 'noviembre de 2026' });
  const october = screen.getByRole('region', { name: 'octubre de 2026' });
  expect(
    within(november)
      .getAllByRole('link')
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringContaining('$ 1,000.00'),
    expect.stringContaining('$ 2,000.00'),
    expect.stringContaining('$ 3,000.00'),
    expect.stringContaining('$ 4,000.00'),
  ]);
  expect(within(october).getAllByRole('link')).toHaveLength(3);
  expect(screen.getByRole('status')).toHaveTextContent('7 pagos');

  const filters = screen.getByRole('navigation', { name: 'Filtrar por estado' });
  expect(within(filters).getByRole('link', { name: 'Todos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const pending = within(filters).getByRole('link', { name: 'Pendientes' });
  await user.click(pending);
  await waitFor(() => expect(router.state.location.search).toBe('?estado=pendientes'));
  expect(pending).toHaveAttribute('aria-current', 'page');
  expect(pending).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('1 pago');
  expect(screen.queryByRole('region', { name: 'octubre de 2026' })).not.toBeInTheDocument();

  await user.click(within(filters).getByRole('link', { name: 'Cancelados' }));
  expect(await screen.findByText('$ 7,000.00')).toBeInTheDocument();
  expect(screen.queryByText('$ 2,000.00')).not.toBeInTheDocument();
});

test('a filter that leaves nothing says so in the same status region, so that it is announced', async () => {
  const { user } = renderSignedIn(server(), {
    route: '/payments',
    payments: [{ amount: 1000, status_name: 'Acreditado' }],
  });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('1 pago');
  const filters = screen.getByRole('navigation', { name: 'Filtrar por estado' });
  await user.click(within(filters).getByRole('link', { name: 'Pendientes' }));
  // The same live region, its words changed: a screen reader hears them.
  await waitFor(() => expect(status).toHaveTextContent('No tenés pagos con este estado.'));
  expect(status).toBeInTheDocument();
});

test('a filter with no payments says so; no payments at all says the spec text', async () => {
  const { unmount } = renderSignedIn(server(), {
    route: '/payments?estado=rechazados',
    payments: [{ amount: 1000, status_name: 'Acreditado' }],
  });
  expect(await screen.findByText('No tenés pagos con este estado.')).toBeInTheDocument();
  unmount();
  renderSignedIn(server(), { route: '/payments' });
  expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
});

test("a row opens 'Detalle del pago': amount, date and time, status, way of payment, operation number", async () => {
  const { user, router } = renderWithPayments('/payments');
  const october = await screen.findByRole('region', { name: 'octubre de 2026' });
  await user.click(within(october).getByRole('link', { name: /\$ 6,000\.00/ }));

  const heading = await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' });
  expect(heading).toHaveFocus();
  expect(document.title).toBe('Detalle del pago | Autogestión');
  const id = router.state.location.pathname.split('/').at(-1);
  const facts = Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(facts).toEqual({
    Monto: '$ 6,000.00',
    'Fecha y hora': '20-10-2026 12:00',
    Estado: 'Acreditado',
    'Medio de pago': 'Tarjeta de débito · BIND',
    'Número de operación': id,
  });
  // What happens next: in a polite status, said again if it changes while shown.
  expect(screen.getByText('El pago ya está acreditado en tu tarjeta.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(screen.getByRole('button', { name: 'Descargar comprobante' })).toBeInTheDocument();
  // jsdom cannot share files: the button is not offered.
  expect(screen.queryByRole('button', { name: 'Compartir comprobante' })).not.toBeInTheDocument();
});

/** The detail's operation number, once shown: the definition of its term. */
const operationNumber = async () =>
  (await screen.findAllByRole('term')).find((term) => term.textContent === 'Número de operación')
    ?.nextElementSibling?.textContent;

test.each(['OP.123', 'OP%2E1', 'a-b', 'a/b', 'OP 7', `OP.${'9'.repeat(54)}-x`])(
  "the provider's id %s: its row and its link (a reload, a shared link) open its detail",
  async (id) => {
    const { user, router, unmount, token } = renderSignedIn(server(), {
      route: '/payments',
      payments: [{ id, amount: 1000, created_at: local(11, 20), status_name: 'Acreditado' }],
    });
    await user.click(await screen.findByRole('link', { name: /\$ 1,000\.00/ }));
    await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' });
    const link = router.state.location.pathname;
    expect(link).toBe(`/payments/${encodeURIComponent(id)}`);
    expect(await operationNumber()).toBe(id);
    unmount();

    renderApp({ route: link, preloadedState: signedInState(token) });
    await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' });
    expect(await operationNumber()).toBe(id);
  },
);

test("an id payments/ does not list: 'No encontramos ese pago' and Volver a inicio", async () => {
  const { user, router } = renderWithPayments('/payments/99999');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos ese pago' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Volver a inicio' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a pending payment this app never heard paid is in process: no receipt until it is credited', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const view = renderWithPayments();
    const list = await screen.findByRole('list', { name: 'Últimos pagos' });
    const pendingRow = within(list).getByRole('link', { name: /\$ 2,000\.00/ });
    expect(pendingRow).toHaveTextContent('En proceso');
    expect(pendingRow).not.toHaveTextContent('Pendiente');
    const id = pendingRow.getAttribute('href')?.split('/').at(-1) ?? '';
    await view.user.click(pendingRow);
    expect(
      await screen.findByText(
        'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Recibimos tu pago/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar comprobante' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a pagar' })).toHaveAttribute(
      'href',
      '/payment?amount=2000.00',
    );
    expect(screen.getByRole('link', { name: /Otras formas de pago/ })).toBeInTheDocument();

    server().db.payments.update(id, { status_name: 'Acreditado' });
    await act(() => jest.advanceTimersByTimeAsync(6_000));
    expect(
      await screen.findByText('El pago ya está acreditado en tu tarjeta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar comprobante' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver a pagar' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the pending payment its gateway told this app was paid is received, on home and its detail', async () => {
  const { user } = renderWithPayments('/', {
    payment: {
      amount: asCents(200000),
      tracked: null,
      lastPaid: {
        amount: asCents(200000),
        startedAt: new Date(Date.parse(local(11, 18)) - 60_000).toISOString(),
        at: local(11, 18),
      },
      notice: null,
    },
  });
  const list = await screen.findByRole('list', { name: 'Últimos pagos' });
  const row = within(list).getByRole('link', { name: /\$ 2,000\.00/ });
  expect(row).toHaveTextContent('Pendiente');
  await user.click(row);
  expect(
    await screen.findByText('Recibimos tu pago. Te avisamos acá cuando se acredite.'),
  ).toHaveAttribute('role', 'status');
  // Received is not credited: a receipt proves a payment made.
  expect(screen.queryByRole('button', { name: 'Descargar comprobante' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Volver a pagar' })).not.toBeInTheDocument();
});

test("a rejected payment's detail says what happened and what to do, and offers no receipt", async () => {
  const { user } = renderWithPayments('/payments?estado=rechazados');
  const november = await screen.findByRole('region', { name: 'noviembre de 2026' });
  await user.click(within(november).getByRole('link', { name: /\$ 3,000\.00/ }));
  expect(
    await screen.findByText(
      'El banco no aprobó este pago: no se debitó nada. Podés volver a pagar.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Descargar comprobante' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a pagar' })).toHaveAttribute(
    'href',
    '/payment?amount=3000.00',
  );
  expect(screen.getByRole('link', { name: /Otras formas de pago/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test("'Descargar comprobante' saves comprobante-<id>.pdf, a PDF made in the browser", async () => {
  const saved = catchDownloads();
  const { user, router } = renderWithPayments('/payments');
  const november = await screen.findByRole('region', { name: 'noviembre de 2026' });
  await user.click(within(november).getAllByRole('link')[0] as HTMLElement);
  const id = await waitFor(() => {
    const last = router.state.location.pathname.split('/').at(-1);
    expect(last).not.toBe('payments');
    return last;
  });
  await user.click(await screen.findByRole('button', { name: 'Descargar comprobante' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    name: `comprobante-${id}.pdf`,
    href: 'blob:download-1',
    type: 'application/pdf',
    size: expect.any(Number),
  });
  // One page of text in the standard fonts, nothing embedded: a few KB.
  expect(saved[0]?.size).toBeGreaterThan(2_000);
  expect(await screen.findByRole('button', { name: 'Descargar comprobante' })).toBeInTheDocument();
});

test('a payment the provider lists without a payment_method was paid through Red Link (spec section 3)', async () => {
  const { user } = renderSignedIn(server(), {
    payments: [{ amount: 1500, status_name: 'Acreditado', payment_method: undefined }],
  });
  // Really absent from what payments/ answers (the factory's default is LINK_PEI).
  expect(server().db.payments.where({ amount: 1500 })[0]?.payment_method).toBeUndefined();
  const list = await screen.findByRole('list', { name: 'Últimos pagos' });
  await user.click(within(list).getByRole('link', { name: /\$ 1,500\.00/ }));
  expect(await screen.findByText('Tarjeta de débito · Red Link')).toBeInTheDocument();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { withMockProvider } from '../../support/mock-provider';
import { headingWithFocus, renderSignedIn } from '../../support/test-utils';
import {
  catchDownloadsInEachTest,
  expectStatementBusy,
  expectStatementSavedOnce,
  holdStatement,
  savedAs,
} from '../../support/downloads';

const server = withMockProvider();

/** Menú, then the drawer it opens. */
async function openDrawer(user: ReturnType<typeof renderSignedIn>['user']) {
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  return screen.findByRole('dialog', { name: 'Hola, María Fernández' });
}

const renderOn = (route = '/') =>
  renderSignedIn(server(), {
    route,
    cardholder: { name: 'María Fernández', available: 1000, balance: 500 },
    payments: [{ id: 'op-1', amount: 100, status_name: 'Acreditado' }],
  });

test('the drawer lists Inicio, Pagar, Tus pagos, Descargar mi resumen and Cerrar sesión, in that order', async () => {
  const { user } = renderOn();
  await screen.findByText('$ 1,000.00');
  const drawer = await openDrawer(user);
  expect(
    within(drawer)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    '', // 'Cerrar menú', named by its aria-label
    'Inicio',
    'Pagar',
    'Tus pagos',
    'Descargar mi resumen',
    'Cerrar sesión',
  ]);
  // Each has its icon beside its words.
  for (const name of ['Inicio', 'Pagar', 'Tus pagos', 'Descargar mi resumen', 'Cerrar sesión']) {
    // eslint-disable-next-line testing-library/no-node-access -- the icon is hidden from the a11y tree
    expect(within(drawer).getByRole('button', { name }).querySelector('svg')).not.toBeNull();
  }
});

test("'Pagar' goes to /payment, focuses its heading, and is the selected place there", async () => {
  const { user, router } = renderOn();
  await screen.findByText('$ 1,000.00');
  const drawer = await openDrawer(user);
  expect(within(drawer).getByRole('button', { name: 'Inicio' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(drawer).getByRole('button', { name: 'Pagar' })).not.toHaveAttribute('aria-current');
  await user.click(within(drawer).getByRole('button', { name: 'Pagar' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  await headingWithFocus();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const again = await openDrawer(user);
  expect(within(again).getByRole('button', { name: 'Pagar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(again).getByRole('button', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
});

test("'Tus pagos' is the selected place on a payment's detail too", async () => {
  const { user } = renderOn('/payments/op-1');
  await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' });
  const drawer = await openDrawer(user);
  expect(within(drawer).getByRole('button', { name: 'Tus pagos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of ['Inicio', 'Pagar', 'Descargar mi resumen', 'Cerrar sesión']) {
    expect(within(drawer).getByRole('button', { name })).not.toHaveAttribute('aria-current');
  }
});

test("'Cerrar sesión' in the drawer logs out as Opciones' does: /login, signed out", async () => {
  const { user, router } = renderOn();
  await screen.findByText('$ 1,000.00');
  const drawer = await openDrawer(user);
  await user.click(within(drawer).getByRole('button', { name: 'Cerrar sesión' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Signed out for real: home leads back to /login.
  await act(() => router.navigate('/'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

describe("'Descargar mi resumen' in the drawer", () => {
  const downloads = catchDownloadsInEachTest();

  test('reads Descargando resumen while busy, keeps the focus, and saves mi-resumen.pdf as home does', async () => {
    // The statement is answered when the test says so: busy for as long as it needs.
    const answer = holdStatement(server());
    const { user } = renderOn();
    await screen.findByText('$ 1,000.00');
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Descargar mi resumen' }));

    expectStatementBusy(drawer);
    // A second press sends nothing.
    await user.keyboard('{Enter}');
    // Home's own button is not the one busy: one press, one download.
    expect(screen.getAllByRole('button', { name: 'Descargar mi resumen' })).toHaveLength(1);
    answer();
    expect(
      await within(drawer).findByRole('button', { name: 'Descargar mi resumen' }),
    ).toHaveFocus();
    expectStatementSavedOnce(downloads(), server());
  });

  test('a failure says so in the drawer, and the item is the retry', async () => {
    server().get('summary/last/', () => new Response(500, {}, { message: 'error' }));
    const { user } = renderOn();
    await screen.findByText('$ 1,000.00');
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Descargar mi resumen' }));

    expect(
      await within(drawer).findByText('No pudimos descargar tu resumen. Intentá nuevamente.'),
    ).toHaveAttribute('role', 'status');
    expect(
      within(drawer).getByRole('button', { name: 'Descargar mi resumen' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(savedAs(downloads())).toEqual([]);
  });
});

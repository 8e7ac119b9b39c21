import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { RootState } from '../../../src/app/store';
import { withMockProvider } from '../../support/mock-provider';
import { arrivedNavigationDrawer } from '../../../src/features/shell/navigationDrawerCode';
import { headingWithFocus, renderSignedIn } from '../../support/test-utils';

const server = withMockProvider();

const renderHome = () => renderSignedIn(server(), { cardholder: { available: 1000 } });

test('the top bar has Menú and the logo at the left and Opciones at the right', async () => {
  renderHome();
  const banner = await screen.findByRole('banner');
  const names = within(banner)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['Menú', 'Opciones']);
  expect(within(banner).getByRole('img', { name: 'Tarjeta Ceibo' })).toBeInTheDocument();
});

test('Menú opens the drawer with Inicio selected; Inicio goes home and closes it', async () => {
  const { user, router } = renderSignedIn(server(), {
    route: '/no-existe',
    cardholder: { name: 'María Fernández', available: 1000 },
  });
  await screen.findByRole('heading', { name: 'No encontramos esta página' });
  await user.click(screen.getByRole('button', { name: 'Menú' }));

  const drawer = await screen.findByRole('dialog', { name: 'Hola, María Fernández' });
  const home = within(drawer).getByRole('button', { name: 'Inicio' });
  // Not on home: no place of the drawer is the page shown.
  expect(home).not.toHaveAttribute('aria-current');
  await user.click(home);

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const again = await screen.findByRole('dialog', { name: 'Hola, María Fernández' });
  expect(within(again).getByRole('button', { name: 'Inicio' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the figures in, the drawer’s code comes with no press, and Menú then opens the drawer at once', async () => {
  const { user } = renderHome();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  // Asked with the pages ahead once the figures have settled (app/pagesAhead.ts).
  await waitFor(() => expect(arrivedNavigationDrawer()).not.toBeNull());

  await user.click(screen.getByRole('button', { name: 'Menú' }));
  // In the press's own render: a lazy drawer would suspend, and React reveal it 300 ms later.
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test("'Tus pagos' in the drawer opens the payments, and is the selected place there", async () => {
  const { user, router } = renderHome();
  await screen.findByText('$ 1,000.00');
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const drawer = await screen.findByRole('dialog');
  const payments = within(drawer).getByRole('button', { name: 'Tus pagos' });
  expect(payments).not.toHaveAttribute('aria-current');
  await user.click(payments);

  await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
  await headingWithFocus({ level: 1, name: 'Tus pagos' });
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const again = await screen.findByRole('dialog');
  expect(within(again).getByRole('button', { name: 'Tus pagos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(again).getByRole('button', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
});

test('the drawer is titled Menú when me/ gives no name', async () => {
  server().get('me/', () => ({ data: {} }));
  const { user } = renderHome();
  await screen.findByText('$ 1,000.00');
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
});

test('a failed me/ changes nothing on screen', async () => {
  server().get('me/', () => new Response(500, {}, {}));
  renderHome();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Opciones opens the dialog; Volver closes it and keeps the session', async () => {
  const { user } = renderHome();
  await screen.findByText('$ 1,000.00');
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opciones' });
  expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Still signed in: home as it was, no sign-in form.
  expect(screen.getByText('$ 1,000.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
});

test('while the loading flag is set, an indicator replaces the shell and the content', async () => {
  renderSignedIn(server(), {
    cardholder: { available: 1000 },
    preloadedState: {
      shell: { loading: true, drawerOpen: false, optionsDialogOpen: false },
    } as Partial<RootState>,
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Disponible para compras' })).not.toBeInTheDocument();
});

test('in mock mode Opciones also holds the demo: the scenarios and Reiniciar la demostración, which asks, then signs out', async () => {
  const { user, router, store } = renderHome();
  await screen.findByRole('region', { name: 'Disponible para compras' });
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opciones' });
  expect(await within(dialog).findByText('Escenario activo: Normal')).toBeInTheDocument();
  await user.click(within(dialog).getByText('Escenarios de demostración'));
  await user.click(await within(dialog).findByRole('radio', { name: 'Proveedor caído' }));
  expect(await within(dialog).findByText('Escenario activo: Proveedor caído')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Reiniciar la demostración' }));
  const question = await screen.findByRole('dialog', { name: '¿Reiniciar la demostración?' });
  await user.click(within(question).getByRole('button', { name: 'Reiniciar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(store.getState().session.token).toBeNull();
  // The demo is as the contract describes it again: no scenario, the seeded cardholders.
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  expect(await within(banner).findByText('Escenario activo: Normal')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(banner).getByRole('button', { name: 'Completar con Lucía Gómez' }),
    ).toHaveTextContent('Saldo $ 12,000.50'),
  );
});

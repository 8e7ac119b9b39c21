import { screen } from '@testing-library/react';
import { withMockProvider } from '../support/mock-provider';
import { renderApp, renderSignedIn } from '../support/test-utils';

const server = withMockProvider();

test.each(['/', '/payment', '/404', '/una/ruta/que/no/existe'])(
  'a signed-out visitor at %s is sent to /login',
  async (route) => {
    const { router } = renderApp({ route });
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  },
);

test('a signed-in visitor at /login is sent home', async () => {
  const { router } = renderSignedIn(server(), {
    route: '/login',
    cardholder: { available: 1234.5 },
  });
  expect(await screen.findByText('$ 1,234.50')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test('a signed-in visitor at an unknown path sees the lazily loaded not-found page inside the shell', async () => {
  const { router } = renderSignedIn(server(), { route: '/no-existe' });
  expect(
    await screen.findByRole('heading', { name: 'No encontramos esta página' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/');
  expect(router.state.location.pathname).toBe('/no-existe');
});

test.each(['/payment/success', '/payment/error'])(
  '%s is open to anonymous visitors',
  async (route) => {
    const { router } = renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  },
);

test('/payment/frame without an opener goes to /404 (and so, signed out, to /login)', async () => {
  const { router } = renderApp({ route: '/payment/frame' });
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

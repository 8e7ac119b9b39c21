import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn, sentRequests } from '../../support/test-utils';

const server = withMockProvider();

const storageKeys = ['api', 'payment', 'user-data'];
const storedValues = () => storageKeys.map((key) => window.localStorage.getItem(key)).join('|');

test('a failed ping ends the session: storage cleared, API cache reset, back to /login', async () => {
  server().get('auth/ping/', () => new Response(500, {}, { message: 'caído' }));
  const { store, router, token } = renderSignedIn(server(), {
    cardholder: { available: 1000, balance: 10 },
  });

  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().session.token).toBeNull();
  await waitFor(() => expect(storedValues()).not.toContain(token));
  await waitFor(() =>
    expect(Object.keys(store.getState().provider?.queries ?? {})).toHaveLength(0),
  );
  for (const key of storageKeys) expect(window.localStorage.getItem(key)).toBeNull();
});

test('a 401 from any call ends the session once', async () => {
  server().get('account/', () => new Response(401, {}, { message: 'Sesión vencida' }));
  server().get('payments/', () => new Response(401, {}, { message: 'Sesión vencida' }));
  const { store, router } = renderSignedIn(server());
  const ended: string[] = [];
  store.subscribe(() => {
    if (store.getState().session.token === null && ended.length === 0) ended.push('ended');
  });

  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(ended).toEqual(['ended']);
});

test('a successful ping keeps the session on every route change', async () => {
  const { router, store, token } = renderSignedIn(server(), {
    cardholder: { available: 5000, balance: 20 },
  });
  expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();

  await act(() => router.navigate('/payment'));
  expect(await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeInTheDocument();
  await waitFor(() => {
    const pings = sentRequests(server()).filter((request) => request.url.endsWith('/auth/ping/'));
    expect(pings).toHaveLength(2);
  });
  expect(store.getState().session.token).toBe(token);
});

test('logging out from the options dialog clears every persisted key and makes no call', async () => {
  const { user, store } = renderSignedIn(server(), {
    cardholder: { name: 'Lucía Gómez', available: 80000, balance: 12000.5 },
  });
  await screen.findByText('$ 80,000.00');
  await waitFor(() => expect(window.localStorage.getItem('user-data')).toContain('Lucía Gómez'));
  const callsBefore = sentRequests(server()).length;

  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opciones' });
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  await waitFor(() => {
    for (const key of storageKeys) expect(window.localStorage.getItem(key)).toBeNull();
  });
  expect(
    sentRequests(server())
      .slice(callsBefore)
      .map((request) => request.url),
  ).toEqual([]);
});

/**
 * The provider API's code (RTK Query, the endpoints) is not on /login's first paint
 * (src/services/loadProviderApi.ts): the form asks for it once it is on screen. These tests
 * hold that download back, or make it fail, and check that the cardholder loses nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockServer } from '../../../mocks/server';
import * as loadAuthApiModule from '../../../src/features/auth/loadAuthApi';
import { CONNECTION_ERROR_MESSAGE } from '../../../src/services/errors';
import {
  createMaria,
  renderApp,
  sentRequests,
  startTestServer,
  whenRehydrated,
} from '../../support/test-utils';

const { loadAuthApi } = jest.requireActual<typeof loadAuthApiModule>(
  '../../../src/features/auth/loadAuthApi',
);

let server: MockServer;
beforeEach(() => {
  server = startTestServer();
  createMaria(server);
});
afterEach(() => server.shutdown());

const loginCalls = () =>
  sentRequests(server).filter((request) => request.url.endsWith('/auth/login/'));

async function typeMaria(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
}

test('the store holds no provider API until its code arrives, then its empty cache', async () => {
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../../../src/app/store');
    const { loadProviderApi } = await import('../../../src/services/loadProviderApi');
    const { store, persistor } = makeStore({ preloadedState: {} });
    // No other action is still to come: the cache must appear by the loading's own doing.
    await whenRehydrated(persistor);
    expect(store.getState()).not.toHaveProperty('provider');

    const { api } = await store.dispatch(loadProviderApi());

    expect(api.reducerPath).toBe('provider');
    expect(store.getState().provider).toMatchObject({ queries: {}, mutations: {} });
  });
});

test('the code is asked for when the cardholder turns to the form, once', async () => {
  const spy = jest.spyOn(loadAuthApiModule, 'loadAuthApi');
  const { user } = renderApp({ route: '/login' });
  const dni = await screen.findByLabelText('DNI');
  expect(spy).not.toHaveBeenCalled();

  await user.click(dni);
  await user.click(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'));

  expect(spy).toHaveBeenCalledTimes(1);
});

test('INGRESAR pressed before the code has arrived waits for it, then signs in with one call', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  jest
    .spyOn(loadAuthApiModule, 'loadAuthApi')
    .mockImplementation(() => async (dispatch, getState, extra) => {
      await arrived;
      return loadAuthApi()(dispatch, getState, extra);
    });
  const { user, router } = renderApp({ route: '/login' });
  await typeMaria(user);

  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  // A second press meanwhile (INGRESAR is already disabled) must not send a second login.
  fireEvent.submit(screen.getByRole('form', { name: 'Ingresar a Autogestión' }));
  expect(screen.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
  expect(loginCalls()).toHaveLength(0);

  release();

  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(loginCalls()).toHaveLength(1);
});

test('a failed download of the code says so in Spanish, keeps what was typed, and INGRESAR again signs in', async () => {
  const spy = jest
    .spyOn(loadAuthApiModule, 'loadAuthApi')
    .mockImplementation(() => () => Promise.reject(new Error('Loading chunk auth-api failed')));
  const { user, router } = renderApp({ route: '/login' });
  await typeMaria(user);

  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR_MESSAGE);
  expect(screen.getByLabelText('DNI')).toHaveValue('30111222');
  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveValue('45678901');
  expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  expect(loginCalls()).toHaveLength(0);

  // The network is back: the next press downloads the code and signs in.
  spy.mockImplementation(loadAuthApi);
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  await waitFor(() => expect(loginCalls()).toHaveLength(1));
});

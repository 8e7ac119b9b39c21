/**
 * Offline is not a failed session: a ping that cannot reach the network while the browser
 * reports no connection ends nothing; the page stays under 'Sin conexión'; back online the
 * ping is sent again and the spec's rule applies to its answer.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Response } from 'miragejs';
import { api } from '../../../src/services/api';
import { faultHandlers, faultyRoute } from '../../faults/faults';
import { answerAsTheOrigin } from '../../support/app-origin';
import { withMockProvider } from '../../support/mock-provider';
import { fakePopup } from '../../support/popup';
import { renderApp, renderSignedIn, sentRequests } from '../../support/test-utils';

const server = withMockProvider();

const OFFLINE = 'Sin conexión. Te mostramos lo último que cargamos.';
const EXPIRED = 'Tu sesión terminó. Ingresá de nuevo para seguir.';
const PROVIDER =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const calls = (path: string) => sentRequests(server()).filter((r) => r.url.endsWith(path)).length;

/** Signed in on home, then the connection drops and the cardholder opens 'Tus pagos'. */
async function offlineOnPayments() {
  const view = renderSignedIn(server(), {
    cardholder: { available: 1000 },
    payments: [{ id: 'op-1', amount: 500, status_name: 'Acreditado' }],
  });
  await screen.findByText('$ 1,000.00');
  setOnline(false);
  server().get('auth/ping/', faultHandlers['network failure']);
  const pings = calls('auth/ping/');
  act(() => view.router.navigate('/payments'));
  await screen.findByRole('heading', { name: 'Tus pagos' });
  // The ping failed on the network, never retried offline, and the app has its answer: the
  // fetch polyfill rejects an aborted request a task later than Mirage counts it.
  await waitFor(() => expect(calls('auth/ping/')).toBe(pings + 1));
  await act(() => Promise.all(view.store.dispatch(api.util.getRunningQueriesThunk())));
  return view;
}

test('a drop, then a new page: still signed in, the page shown, the banner says why', async () => {
  const view = await offlineOnPayments();
  expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  expect(screen.getByText('$ 500.00')).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/payments');
  expect(view.store.getState().session.token).not.toBeNull();
  expect(screen.queryByText(PROVIDER)).not.toBeInTheDocument();
});

test('back online: the banner goes, the ping is sent again, the figures and payments once', async () => {
  const view = await offlineOnPayments();
  const [pings, accounts, payments] = [calls('auth/ping/'), calls('account/'), calls('payments/')];
  server().get('auth/ping/', () => new Response(200, {}, {}));
  setOnline(true);
  // The payments are asked after the ping answered.
  await waitFor(() => expect(calls('payments/')).toBe(payments + 1));
  expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  expect(calls('auth/ping/')).toBe(pings + 1);
  expect(calls('account/')).toBe(accounts);
  expect(view.store.getState().session.token).not.toBeNull();
});

test.each([
  ['answers 401', () => new Response(401, {}, { message: 'Sesión vencida.' }), EXPIRED],
  ['answers 503', () => new Response(503, {}, { message: 'down' }), PROVIDER],
])('back online, the ping %s: the session ends with its reason', async (_c, answer, message) => {
  const view = await offlineOnPayments();
  server().get('auth/ping/', answer);
  setOnline(true);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/login');
});

test('the connection returns while the ping is still on its way: the session is kept and asked again', async () => {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  setOnline(false);
  const pings = calls('auth/ping/');
  let failed = 0;
  server().get('auth/ping/', (schema, request) => {
    if (failed === 0) {
      // The ping fails on the network; the connection is back before the app hears it.
      server().get('auth/ping/', () => new Response(200, {}, {}));
      online = true;
      window.dispatchEvent(new Event('online'));
    }
    failed += 1;
    return faultHandlers['network failure'](schema, request);
  });
  act(() => view.router.navigate('/payments'));
  // The failed ping, its retry (the connection was back when it failed), the return's own ping.
  await waitFor(() => expect(calls('auth/ping/')).toBe(pings + 3));
  await act(() => Promise.all(view.store.dispatch(api.util.getRunningQueriesThunk())));
  expect(screen.queryByText(PROVIDER)).not.toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/payments');
  expect(view.store.getState().session.token).not.toBeNull();
});

test("home opened with no connection: no retry while offline, its parts loading under the banner, no 'No pudimos'; back online the ping first, then account/ and payments/", async () => {
  const asked: string[] = [];
  const dropped = (path: string, healthy: Parameters<typeof faultyRoute>[1]) => {
    const route = faultyRoute(faultHandlers['network failure'], healthy);
    server().get(path, (schema, request) => {
      asked.push(path);
      return route.handler(schema, request);
    });
    return route;
  };
  online = false;
  const routes = [
    dropped('auth/ping/', () => ({ status: 'ok' })),
    dropped('account/', () => ({ data: { credit: { available: 1000 }, balance: { current: 0 } } })),
    dropped('payments/', () => ({ data: [] })),
  ];
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['account/', 'payments/'])));
  await act(() => Promise.all(view.store.dispatch(api.util.getRunningQueriesThunk())));
  expect(asked.filter((path) => path !== 'auth/ping/')).toEqual(['account/', 'payments/']);
  expect(screen.queryByText(/No pudimos/)).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Cargando pagos' })).toHaveAttribute('aria-busy', 'true');

  asked.length = 0;
  routes.forEach((route) => route.heal());
  setOnline(true);
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  await act(() => Promise.all(view.store.dispatch(api.util.getRunningQueriesThunk())));
  expect(asked).toEqual(['auth/ping/', 'account/', 'payments/']);
  expect(view.store.getState().session.token).not.toBeNull();
});

describe('actions that need the network, pressed offline', () => {
  test('Pagar on home: says so, stays on home', async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000, balance: 8000 } });
    await screen.findByText('$ 1,000.00');
    setOnline(false);
    await view.user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(screen.getByText('Necesitás conexión para pagar.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    setOnline(true);
    expect(screen.queryByText('Necesitás conexión para pagar.')).not.toBeInTheDocument();
  });

  test('Continuar: says so, sends nothing, the amount typed stays', async () => {
    fakePopup();
    const view = renderSignedIn(server(), {
      route: '/payment?amount=50',
      cardholder: { available: 1000, balance: 8000 },
    });
    const field = await screen.findByLabelText('Monto a pagar');
    setOnline(false);
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Necesitás conexión para pagar.')).toBeInTheDocument();
    expect(field).toHaveValue('$ 50.00');
    expect(sentRequests(server()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test("'Descargar mi resumen': says so, sends nothing", async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
    await screen.findByText('$ 1,000.00');
    setOnline(false);
    await view.user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
    expect(screen.getByText('Necesitás conexión para descargar el resumen.')).toBeInTheDocument();
    expect(calls('summary/last/')).toBe(0);
  });

  test("'Tus pagos' never loaded: says so, then shows them back online", async () => {
    online = false;
    renderSignedIn(server(), {
      route: '/payments?estado=pendientes',
      cardholder: { available: 1000 },
      payments: [{ id: 'op-1', amount: 500, status_name: 'Acreditado' }],
    });
    server().get('payments/', (schema, request) =>
      online
        ? new Response(
            200,
            {},
            {
              data: [
                {
                  id: 'op-1',
                  amount: 500,
                  status_name: 'Acreditado',
                  created_at: '2026-11-02T10:00:00Z',
                },
              ],
            },
          )
        : faultHandlers['network failure'](schema, request),
    );
    expect(await screen.findByText('Necesitás conexión para ver estos pagos.')).toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByText('$ 500.00')).toBeInTheDocument();
  });
});

test('/login offline: the banner, and INGRESAR inert with its reason', async () => {
  online = false;
  renderApp({ route: '/login' });
  const button = await screen.findByRole('button', { name: 'INGRESAR' });
  expect(screen.getByText(OFFLINE)).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription('Necesitás conexión para ingresar.');
  setOnline(true);
  expect(button).not.toHaveAttribute('aria-disabled');
});

describe('lie-fi: the browser says it is online, and nothing answers', () => {
  const silenceTheOrigin = () => answerAsTheOrigin(server(), false);

  test('a ping with no answer, the origin silent too: the banner, still signed in; the origin asked again answers, and the ping is sent again', async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
    await screen.findByText('$ 1,000.00');
    silenceTheOrigin();
    server().get('auth/ping/', faultHandlers['network failure']);
    act(() => view.router.navigate('/payments'));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    await act(() => Promise.all(view.store.dispatch(api.util.getRunningQueriesThunk())));
    expect(view.router.state.location.pathname).toBe('/payments');
    expect(view.store.getState().session.token).not.toBeNull();
    expect(screen.queryByText(PROVIDER)).not.toBeInTheDocument();

    // The network returns with no word from the browser: the app asks its origin again (5 s).
    answerAsTheOrigin(server());
    server().get('auth/ping/', () => new Response(200, {}, {}));
    const pings = calls('auth/ping/');
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    expect(calls('auth/ping/')).toBeGreaterThan(pings);
    expect(view.store.getState().session.token).not.toBeNull();
  });

  test('a ping with no answer while the origin answers: the provider is out of reach, the session ends as before', async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
    await screen.findByText('$ 1,000.00');
    server().get('auth/ping/', faultHandlers['network failure']);
    act(() => view.router.navigate('/payments'));
    expect(await screen.findByText(PROVIDER)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  test('INGRESAR with no answer, the origin silent too: the banner and INGRESAR inert with its reason, no outage notice', async () => {
    const { user } = renderApp({ route: '/login' });
    silenceTheOrigin();
    server().post('auth/login/', faultHandlers['network failure']);
    await user.type(await screen.findByLabelText('DNI'), '30111222');
    await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'INGRESAR' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Necesitás conexión para ingresar.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('DNI')).toHaveValue('30111222');
  });
});

/**
 * A session that ends by itself (a failed ping, a 401) is explained on /login, and signing in
 * again leads back to the page it ended on. 'Cerrar sesión' explains nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Response, type Request } from 'miragejs';
import { pageToReturnTo } from '../../../src/services/session/sessionSlice';
import { answerHeldRequest, withMockProvider } from '../../support/mock-provider';
import { createMaria, renderApp, signedInState, type TestRouter } from '../../support/test-utils';

const SESSION_ENDED = 'Tu sesión terminó. Ingresá de nuevo para seguir.';

const server = withMockProvider();

/** María, signed in with a token the mock API knows. */
function mariaSignedIn() {
  const maria = createMaria(server());
  server().create('session', { token: 'token-maria', cardholderId: maria.id });
  return signedInState('token-maria');
}

/**
 * The next ping only is refused (as an expired token would be); later ones are answered. Set
 * once the ping under way, if any, is answered: a navigation meanwhile would share that one
 * (RTK Query sends one request per query at a time), never sending the refused one.
 */
async function refuseNextPing({ store }: Pick<ReturnType<typeof renderApp>, 'store'>) {
  await waitFor(() =>
    expect(
      Object.values(store.getState().provider.queries).some(
        (query) => query?.endpointName === 'ping' && query.status === 'pending',
      ),
    ).toBe(false),
  );
  let refused = false;
  server().get('auth/ping/', () => {
    if (refused) return new Response(200, {}, {});
    refused = true;
    return new Response(401, {}, { message: 'Sesión inválida o vencida.' });
  });
}

async function signIn(
  user: ReturnType<typeof renderApp>['user'],
  { dni, lastDigits }: { dni: string; lastDigits: string },
) {
  await user.type(screen.getByLabelText('DNI'), dni);
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), lastDigits);
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

const MARIA = { dni: '30111222', lastDigits: '45678901' };

async function signInAgain(user: ReturnType<typeof renderApp>['user']) {
  await signIn(user, MARIA);
}

function pathOf(router: TestRouter) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

test('a failed ping: /login says why, and signing in again leads back to the page it was', async () => {
  const view = renderApp({ route: '/', preloadedState: mariaSignedIn() });
  const { user, router } = view;
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  await refuseNextPing(view);

  await act(() => router.navigate('/payment?amount=50'));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED);
  expect(pathOf(router)).toBe('/login');
  // The focus is on the page's heading, which reads the reason too.
  const heading = screen.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAccessibleDescription(SESSION_ENDED);

  await signInAgain(user);
  expect(await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeInTheDocument();
  expect(pathOf(router)).toBe('/payment?amount=50');
  expect(screen.getByLabelText('Monto a pagar')).toHaveValue('$ 50.00');
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
});

test('a 401 on home: the same explanation, and home again after signing in', async () => {
  server().get('payments/', () => new Response(401, {}, { message: 'Sesión vencida' }));
  const { user, router } = renderApp({ route: '/', preloadedState: mariaSignedIn() });
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED);

  server().get('payments/', () => ({ data: [] }));
  await signInAgain(user);
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(pathOf(router)).toBe('/');
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
});

test("'Cerrar sesión' says nothing on /login, and signing in again leads home", async () => {
  const { user, router } = renderApp({
    route: '/payment?amount=50',
    preloadedState: mariaSignedIn(),
  });
  await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' });

  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opciones' });
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();

  await signInAgain(user);
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(pathOf(router)).toBe('/');
});

test("a sign-in sent while the ended session's clean-up is still under way is kept: home, not an outage", async () => {
  // The service worker's caches answer late (a busy phone): the clean-up's last step waits on
  // them while the next login is under way.
  let cachesListed = (_names: string[]) => {};
  const listing = new Promise<string[]>((resolve) => (cachesListed = resolve));
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { keys: () => listing, delete: () => Promise.resolve(true) },
  });
  // The login's answer is held back (Pretender's manual resolution: a `true` timing).
  let login: Request | undefined;
  server().post(
    'auth/login/',
    (schema, request) => {
      login = request;
      return new Response(200, {}, { token: 'token-maria-2' });
    },
    { timing: true as unknown as number },
  );
  try {
    const preloadedState = mariaSignedIn();
    server().create('session', {
      token: 'token-maria-2',
      cardholderId: server().schema.findBy('session', { token: 'token-maria' })!.cardholderId,
    });
    const { user, router } = renderApp({ route: '/', preloadedState });
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opciones' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();

    await signInAgain(user);
    await waitFor(() => expect(login).toBeDefined());
    cachesListed([]);
    await act(() => listing);
    answerHeldRequest(server(), login);

    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/');
    expect(screen.queryByText(/No pudimos comunicarnos/)).not.toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(globalThis, 'caches');
  }
});

describe('signed in on this tab, the session ends on /payment?amount=50', () => {
  async function sessionEndedOnPayment() {
    createMaria(server());
    server().create('cardholder', {
      name: 'Jorge Gómez',
      dni: '27999888',
      last_digits: '11112222',
      available: 120000,
      balance: 0,
    });
    const view = renderApp({ route: '/login' });
    await signIn(view.user, MARIA);
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    await refuseNextPing(view);
    await act(() => view.router.navigate('/payment?amount=50'));
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED);
    return view;
  }

  test('María, back, finds her page and her amount', async () => {
    const { user, router } = await sessionEndedOnPayment();
    await signInAgain(user);
    expect(
      await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' }),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe('/payment?amount=50');
  });

  test('someone else signing in on this device is led home, never to her amount', async () => {
    const { user, router } = await sessionEndedOnPayment();
    await signIn(user, { dni: '27999888', lastDigits: '11112222' });
    expect(await screen.findByText('$ 120,000.00')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/');
    await act(() => router.navigate('/payment'));
    expect(
      await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Monto a pagar')).not.toHaveValue('$ 50.00');
  });
});

test('the way back is only ever one of the signed-in pages of this app', () => {
  expect(pageToReturnTo({ pathname: '/', search: '' })).toBe('/');
  expect(pageToReturnTo({ pathname: '/payment', search: '?amount=50' })).toBe('/payment?amount=50');
  for (const pathname of [
    '/payment/frame',
    '/payment/success',
    '/payment/error',
    '/login',
    '/no-existe',
    '//otro-sitio.example',
    'https://otro-sitio.example/',
  ]) {
    expect(pageToReturnTo({ pathname, search: '' })).toBeNull();
  }
});

import { act, screen, waitFor } from '@testing-library/react';
import { withMockProvider } from '../../support/mock-provider';
import { authorizationOf, createMaria, renderApp, sentRequests } from '../../support/test-utils';

const server = withMockProvider();

test('signing in stores the token and shows the home figures', async () => {
  createMaria(server());
  const { user, router } = renderApp({ route: '/login' });

  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(screen.getByText('$ 84,350.75')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  await waitFor(() =>
    expect(window.localStorage.getItem('api')).toMatch(/"token":"\\"[0-9a-f]{48}\\""/),
  );
});

test('every call after sign-in carries the Bearer token', async () => {
  createMaria(server());
  const { user, store } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  await screen.findByText('$ 350,000.00');

  const token = store.getState().session.token;
  const accountRequest = sentRequests(server()).find((request) =>
    request.url.endsWith('/api/v1/account/'),
  );
  expect(authorizationOf(accountRequest)).toBe(`Bearer ${token}`);
  // Every provider call after sign-in carries it, the ping included.
  const afterLogin = sentRequests(server()).filter(
    (request) => !request.url.endsWith('/auth/login/'),
  );
  expect(afterLogin.length).toBeGreaterThanOrEqual(4);
  for (const request of afterLogin) expect(authorizationOf(request)).toBe(`Bearer ${token}`);
  const loginRequest = sentRequests(server()).find((request) =>
    request.url.endsWith('/auth/login/'),
  );
  expect(JSON.parse(loginRequest?.requestBody ?? '{}')).toEqual({
    dni: '30111222',
    last_digits: '45678901',
  });
});

test('a refused login shows the server message in an alert and a notification, and focuses the DNI', async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '12345678');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '00000000');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Los datos ingresados no son correctos.',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Error de autenticación');
  expect(screen.getByRole('status')).toHaveTextContent('Los datos ingresados no son correctos.');
  expect(screen.getByLabelText('DNI')).toHaveFocus();
  expect(window.localStorage.getItem('api') ?? '').not.toMatch(/[0-9a-f]{48}/);
});

test('the button reads Cargando... while the login call is under way', async () => {
  createMaria(server());
  server().timing = 200;
  const { user } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  // Busy, and still where the focus was: a `disabled` button would drop it to the page.
  const busy = screen.getByRole('button', { name: 'Cargando...' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveFocus();
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
});

test("the press answers first: 'Cargando...' shows before the login leaves, and a second press sends nothing more", async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  // As the app calls it: a request that has left, whatever became of it.
  const fetchSpy = jest.spyOn(window, 'fetch');
  const logins = () =>
    fetchSpy.mock.calls.filter(([request]) => urlOf(request).endsWith('/auth/login/'));
  const ingresar = screen.getByRole('button', { name: 'INGRESAR' });
  // The clock held from the press: no frame drawn, no timer run (the login's 100 ms fallback for
  // a tab that draws no frame included), so the absence below is proven before either.
  jest.useFakeTimers({ now: Date.now() });
  // Two presses in the same instant, as a double tap gives them.
  act(() => {
    ingresar.click();
    ingresar.click();
  });

  expect(screen.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // What the press set going without waiting for anything (RTK Query's thunk) has run: the
  // login still waits for the frame that shows 'Cargando...'.
  await act(() => Promise.resolve());
  expect(logins()).toHaveLength(0);
  // The frame is drawn, and the task after it runs; the provider's answer then comes in real time.
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(logins()).toHaveLength(1);
  fetchSpy.mockRestore();
});

test("the sign-in, in order: 'Cargando...', POST auth/login/, account/ alone in its task, payments/ and me/ in the next one, then the route", async () => {
  createMaria(server());
  const { user, router } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  const steps: string[] = [];
  const formShown = () => screen.queryByRole('form', { name: 'Ingresar a Autogestión' }) !== null;
  // Rendering the signed-in pages first would hold the figures back for that whole render.
  const providerFetch = window.fetch;
  // Tasks counted as the app's own boundaries make them (nextTask: a timer).
  let task = 0;
  let accountTask: number | null = null;
  // A plain wrapper, not a jest mock: Testing Library would take a mock for fake timers.
  const setTimeoutAsIs = window.setTimeout;
  window.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    setTimeoutAsIs(() => {
      task += 1;
      handler(...args);
    }, ms)) as typeof window.setTimeout;
  const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation((request, init) => {
    const call = /\/api\/v1\/(auth\/login|account|payments|me)\/$/.exec(urlOf(request))?.[1];
    if (call) {
      const loading = screen.queryByRole('button', { name: 'Cargando...' }) !== null;
      const where = `at ${router.state.location.pathname}${formShown() ? ' with the form' : ''}`;
      if (call === 'account') accountTask = task;
      const when =
        call === 'auth/login' || call === 'account'
          ? ''
          : accountTask === task
            ? ", in account/'s task"
            : ', a task later';
      steps.push(`${call}/ ${where}${loading ? ', Cargando...' : ''}${when}`);
    }
    return providerFetch(request, init);
  });
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  // The route changes last: home is drawn once all three have left.
  expect(router.state.location.pathname).toBe('/');
  expect(steps).toEqual([
    'auth/login/ at /login with the form, Cargando...',
    'account/ at /login with the form, Cargando...',
    'payments/ at /login with the form, Cargando..., a task later',
    'me/ at /login with the form, Cargando..., a task later',
  ]);
  window.setTimeout = setTimeoutAsIs;
  fetchSpy.mockRestore();
});

/** The URL of what the app handed to fetch. */
function urlOf(request: RequestInfo | URL): string {
  return request instanceof Request ? request.url : String(request);
}

/** The body of the last POST auth/login/ the app sent. */
function lastLoginBody(): unknown {
  const logins = sentRequests(server()).filter((request) => request.url.endsWith('/auth/login/'));
  return JSON.parse(logins.at(-1)?.requestBody ?? '{}');
}

test('a DNI written with dots and card digits in groups sign in: dots, spaces and dashes are not sent', async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  const dni = await screen.findByLabelText('DNI');
  const digits = screen.getByLabelText('Últimos 8 dígitos de la tarjeta');
  // A phone shows its number pad for both.
  expect(dni).toHaveAttribute('inputmode', 'numeric');
  expect(digits).toHaveAttribute('inputmode', 'numeric');
  await user.type(dni, ' 30.111.222 ');
  await user.type(digits, '4567 8901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(lastLoginBody()).toEqual({ dni: '30111222', last_digits: '45678901' });
});

test('dashes go too, and anything else is sent as typed: the provider decides', async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30-111-222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '4567/8901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Los datos ingresados no son correctos.',
  );
  expect(lastLoginBody()).toEqual({ dni: '30111222', last_digits: '4567/8901' });
  // The fields keep what was typed, to be corrected.
  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveValue('4567/8901');
});

test('separators alone are no value: nothing is sent and the field takes the focus', async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '.- ');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));

  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveFocus();
  expect(sentRequests(server()).filter((request) => request.url.endsWith('/auth/login/'))).toEqual(
    [],
  );
});

test('the error of an attempt goes when a field is edited, and when INGRESAR is pressed again', async () => {
  createMaria(server());
  const { user } = renderApp({ route: '/login' });
  const dni = await screen.findByLabelText('DNI');
  await user.type(dni, '12345678');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '00000000');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  await user.type(dni, '9');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  // Pressed again: the old error goes at once, while the new attempt is under way.
  server().timing = 200;
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  expect(screen.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Los datos ingresados no son correctos.',
  );
});

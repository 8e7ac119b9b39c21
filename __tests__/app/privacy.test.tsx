import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withMockProvider } from '../support/mock-provider';
import { fakePopup } from '../support/popup';
import {
  authorizationOf,
  createSignedInCardholder,
  recordingAnalytics,
  renderApp,
  sentRequests,
  signedInState,
} from '../support/test-utils';
import { catchDownloads } from '../support/downloads';

/**
 * Quality, security item 1: the token (and the DNI and card digits that get it) stay where the
 * spec puts them: the login call's body, the Authorization header, local storage under 'api'.
 * Never in analytics, a URL, the console or a message on screen.
 */

const DNI = '27444888';
const DIGITS = '13572468';
const WRONG_DIGITS = '11112222';
const LOGIN_FAILED = 'Los datos ingresados no son correctos.';

const server = withMockProvider();
/** Everything written to the console during the test, whatever the level. */
let consoleOutput: string[];

const CONSOLE_LEVELS = ['log', 'info', 'debug', 'trace', 'dir', 'table'] as const;

function describeArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.message} ${value.stack ?? ''}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  server().create('cardholder', {
    name: 'Ana Prueba',
    dni: DNI,
    last_digits: DIGITS,
    available: 5000,
    balance: 1234.5,
  });
  consoleOutput = [];
  for (const level of CONSOLE_LEVELS) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(`console.${level}: ${args.map(describeArgument).join(' ')}`);
    });
  }
});

/** What the console received, the error and warn levels (spied by the jest setup) included. */
function allConsoleOutput(): string[] {
  const spied = (['error', 'warn'] as const).flatMap((level) =>
    jest
      // eslint-disable-next-line no-console -- reading the jest setup's spies, not writing
      .mocked(console[level])
      .mock.calls.map((args) => `console.${level}: ${args.map(describeArgument).join(' ')}`),
  );
  return [...consoleOutput, ...spied];
}

function expectFreeOf(secrets: string[], where: string, texts: string[]) {
  for (const text of texts) {
    for (const secret of secrets) {
      expect({ where, text, leaks: text.includes(secret) }).toEqual({
        where,
        text,
        leaks: false,
      });
    }
  }
}

type RenderedApp = ReturnType<typeof renderApp>;

/** The app's own URL (the memory router's location): path, query string and hash. */
function appUrl(router: RenderedApp['router']): string {
  const location = router.state.location as { pathname: string; search?: string; hash?: string };
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Text a person sees (input values aside: the form shows what they typed, as it should). */
function screenText(): string {
  return `${document.title} ${document.body.textContent ?? ''}`;
}

async function signIn(user: RenderedApp['user'], dni: string, lastDigits: string) {
  const dniField = await screen.findByLabelText('DNI');
  const digitsField = screen.getByLabelText('Últimos 8 dígitos de la tarjeta');
  await user.clear(dniField);
  await user.type(dniField, dni);
  await user.clear(digitsField);
  await user.type(digitsField, lastDigits);
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

test('sign-in, a failed attempt, home, the statement, a payment and logout: no token, DNI or card digits outside the spec’s places', async () => {
  const analytics = recordingAnalytics();
  const { user, router, store } = renderApp({ route: '/login', analytics });
  const urls: string[] = [];
  const screens: string[] = [];
  const step = () => {
    urls.push(appUrl(router), window.location.href);
    screens.push(screenText());
  };

  // A refused attempt: the server's message, and nothing of what was typed.
  await signIn(user, DNI, WRONG_DIGITS);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(LOGIN_FAILED);
  expect(screen.getByRole('status')).toHaveTextContent('Error de autenticación');
  expectFreeOf([DNI, WRONG_DIGITS], 'the login error', [
    alert.textContent ?? '',
    screen.getByRole('status').textContent ?? '',
  ]);
  step();

  // Signed in: home.
  await signIn(user, DNI, DIGITS);
  expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
  const token = store.getState().session.token ?? '';
  expect(token).toMatch(/^[0-9a-f]{48}$/);
  step();

  // The statement: a file named mi-resumen.pdf, from a blob.
  const downloads = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
  await waitFor(() =>
    expect(downloads.map((download) => download.name)).toEqual(['mi-resumen.pdf']),
  );
  expect(await screen.findByRole('button', { name: 'Descargar mi resumen' })).toBeEnabled();
  step();

  // Pagar: /payment with the balance, then Continuar and the popup.
  const { popup, open } = fakePopup();
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByLabelText('Monto a pagar')).toHaveValue('$ 1,234.50');
  step();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { name: 'Estás pagando' })).toBeInTheDocument();
  await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
  const popupUrls = [
    ...open.mock.calls.map(([url]) => String(url)),
    ...popup.location.replace.mock.calls.map(([url]) => String(url)),
  ];
  expect(popupUrls).toHaveLength(2);
  step();

  // The popup is closed early: the page says so.
  popup.closed = true;
  fireEvent.focus(window);
  const closedDialog = await screen.findByRole('dialog', { name: 'Formulario de pago cerrado' });
  step();
  await user.click(within(closedDialog).getByRole('button', { name: 'Aceptar' }));

  // Home again through the drawer, then Cerrar sesión.
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  await user.click(await screen.findByRole('button', { name: 'Inicio' }));
  expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
  step();
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Opciones' })).getByRole('button', {
      name: 'Cerrar sesión',
    }),
  );
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  step();

  const secrets = [token, DNI, DIGITS];
  // Analytics: the path alone, every time.
  expect(analytics.pageViews).toEqual(
    expect.arrayContaining(['/login', '/', '/payment', '/login']),
  );
  for (const path of analytics.pageViews) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
  expectFreeOf(secrets, 'a page view', analytics.pageViews);
  // The app's URLs, the popup's URLs and the download.
  expectFreeOf(secrets, 'a URL of the app', urls);
  expectFreeOf(secrets, 'a URL of the popup', popupUrls);
  expectFreeOf(
    secrets,
    'the statement download',
    downloads.flatMap((download) => [download.name, download.href]),
  );
  // Every request: never in the URL; the DNI and digits only in the login call's body; the
  // token only in the Authorization header.
  const requests = sentRequests(server());
  expect(requests.length).toBeGreaterThanOrEqual(8);
  expectFreeOf(
    secrets,
    'a request URL',
    requests.map((request) => request.url),
  );
  for (const request of requests) {
    const isLogin = request.method === 'POST' && request.url.endsWith('/auth/login/');
    expectFreeOf(isLogin ? [token] : secrets, `the body of ${request.url}`, [
      request.requestBody ?? '',
    ]);
    const authorization = authorizationOf(request);
    // The login carries no token; any other call carries this session's, or none.
    expect(isLogin ? [undefined] : [undefined, `Bearer ${token}`]).toContain(authorization);
    const otherHeaders = Object.entries(request.requestHeaders)
      .filter(([name]) => name.toLowerCase() !== 'authorization')
      .map(([name, value]) => `${name}: ${value}`);
    expectFreeOf(secrets, `the headers of ${request.url}`, otherHeaders);
  }
  // The console, at every level, and every screen along the way.
  expectFreeOf(secrets, 'the console', allConsoleOutput());
  expectFreeOf(secrets, 'the screen', screens);
  // After logout nothing of the session is left in storage.
  expectFreeOf(secrets, 'local storage after logout', [JSON.stringify({ ...window.localStorage })]);
}, 30_000);

test('while signed in, the token is in local storage under api and under no other key', async () => {
  const { user, store } = renderApp({ route: '/login' });
  await signIn(user, DNI, DIGITS);
  expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
  const token = store.getState().session.token ?? '';
  await waitFor(() => expect(window.localStorage.getItem('api')).toContain(token));
  const others = Object.keys(window.localStorage)
    .filter((key) => key !== 'api')
    .map((key) => `${key}=${window.localStorage.getItem(key) ?? ''}`);
  expectFreeOf([token, DNI, DIGITS], 'another storage key', others);
  expectFreeOf([token, DNI, DIGITS], 'session storage', [JSON.stringify({ ...sessionStorage })]);
});

test('a query string with a DNI or a token in it never reaches analytics or a request', async () => {
  const { cardholder, token } = createSignedInCardholder(server(), { balance: 10 });
  const analytics = recordingAnalytics();
  renderApp({
    route: `/payment?amount=10&dni=${cardholder.dni}&token=${token}#${DNI}`,
    preloadedState: signedInState(token),
    analytics,
  });
  expect(await screen.findByLabelText('Monto a pagar')).toHaveValue('$ 10.00');
  await waitFor(() => expect(analytics.pageViews).toEqual(['/payment']));
  const requests = sentRequests(server());
  expect(requests.length).toBeGreaterThan(0);
  expectFreeOf(
    [token, cardholder.dni, DNI],
    'a request URL',
    requests.map((request) => request.url),
  );
  expectFreeOf([token, cardholder.dni, DNI], 'the console', allConsoleOutput());
});

test('an expired token ends the session without showing, logging or sending it anywhere else', async () => {
  const expired = 'f00dfeedcafe0123456789abcdef0123456789abcdef0123';
  const analytics = recordingAnalytics();
  const { router } = renderApp({
    route: '/payment?amount=50',
    preloadedState: signedInState(expired),
    analytics,
  });
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  await waitFor(() => expect(window.localStorage.getItem('api') ?? '').not.toContain(expired));
  const requests = sentRequests(server());
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.url).not.toContain(expired);
    expect(request.requestBody ?? '').not.toContain(expired);
  }
  expectFreeOf([expired], 'a page view', analytics.pageViews);
  expectFreeOf([expired], 'the URL', [appUrl(router)]);
  expectFreeOf([expired], 'the console', allConsoleOutput());
  expectFreeOf([expired], 'the screen', [screenText()]);
});

describe('login with odd values: the provider decides, the screen shows its message', () => {
  /** The login calls' bodies, parsed. */
  const loginBodies = () =>
    sentRequests(server())
      .filter((request) => request.url.endsWith('/auth/login/'))
      .map((request) => JSON.parse(request.requestBody) as unknown);

  /** What the login call carries for a typed value: the same, without dots, spaces, dashes. */
  const sentAs = (typed: string) => typed.replace(/[\s.-]/g, '');

  async function submit(user: RenderedApp['user'], dni: string, lastDigits: string) {
    // Pasted, not typed: 10,000 key presses say nothing more than one paste.
    await user.click(await screen.findByLabelText('DNI'));
    await user.paste(dni);
    await user.click(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'));
    await user.paste(lastDigits);
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  }

  test.each([
    ['a 10,000-character DNI', '9'.repeat(10_000), DIGITS],
    ['a 10,000-character DNI of letters and emoji', 'a💳'.repeat(3_334), DIGITS],
    ['fullwidth digits of a real DNI', '２７４４４８８８', DIGITS],
    ['Arabic-Indic card digits', DNI, '١٣٥٧٢٤٦٨'],
    ['an emoji DNI', '🙂🙂🙂', DIGITS],
    ['leading zeros', `00${DNI}`, `0${DIGITS}`],
    ['a script', '<img src=x onerror=alert(1)>', DIGITS],
  ])(
    '%s: sent as typed, refused, the message shown, nothing echoed',
    async (_label, dni, digits) => {
      const analytics = recordingAnalytics();
      const { user, router } = renderApp({ route: '/login', analytics });
      await submit(user, dni, digits);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(LOGIN_FAILED);
      expect(screen.getByRole('status')).toHaveTextContent('Error de autenticación');
      expect(screen.getByRole('status')).toHaveTextContent(LOGIN_FAILED);
      expect(screen.getByLabelText('DNI')).toHaveFocus();
      // The spec's login call, once, with what was entered (no client-side format check), only
      // without dots, spaces and dashes.
      expect(loginBodies()).toEqual([{ dni: sentAs(dni), last_digits: sentAs(digits) }]);
      expect(sentRequests(server())).toHaveLength(1);
      // What was typed stays in the fields: not in the messages, the URL or analytics.
      expect(screen.getByLabelText('DNI')).toHaveValue(dni);
      expectFreeOf([dni, digits], 'the login error', [alert.textContent ?? '']);
      expect(appUrl(router)).toBe('/login');
      expect(analytics.pageViews).toEqual(['/login']);
      expectFreeOf([dni, digits], 'the console', allConsoleOutput());
    },
  );

  test('spaces around the values are trimmed: the real DNI and digits sign in', async () => {
    const { user } = renderApp({ route: '/login' });
    await submit(user, `  ${DNI} `, `\t${DIGITS}  `);
    expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
    expect(loginBodies()).toEqual([{ dni: DNI, last_digits: DIGITS }]);
  });

  test('spaces, dots and dashes inside the values are taken out: the real DNI and digits sign in', async () => {
    const { user } = renderApp({ route: '/login' });
    await submit(user, '27 444.888', '1357-2468');
    expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
    expect(loginBodies()).toEqual([{ dni: DNI, last_digits: DIGITS }]);
  });

  // Both fields are required (spec section 5), yet `required` lets a value of spaces through:
  // LoginForm sends nothing and puts the focus on the field to fill.
  test('only spaces: no login call, as for empty fields', async () => {
    const { user } = renderApp({ route: '/login' });
    await submit(user, '   ', '   ');
    await expect(screen.findByRole('alert', {}, { timeout: 500 })).rejects.toThrow();
    expect(loginBodies()).toEqual([]);
    expect(screen.getByLabelText('DNI')).toHaveFocus();
  });
});

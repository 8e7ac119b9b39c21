/**
 * POST auth/login/ under every fault: 'Servicio no disponible', never 'Error de autenticación',
 * which is for a refusal of the data typed (spec section 8). One login per press of INGRESAR, never
 * resent by itself: the form keeps what was typed, so pressing INGRESAR again is the retry.
 */
import { act, screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { createMaria, renderApp } from '../support/test-utils';
import { failRoute, withFaultyProvider } from './fault-setup';
import { ALL_FAULTS, answered, messagesByFault, type clockFor } from './faults';
import { REQUEST_TIMEOUT_MS } from '../../src/services/api';

const server = withFaultyProvider();
beforeEach(() => {
  const maria = createMaria(server());
  // The session the healed login route hands out.
  server().create('session', { token: 'a-new-token', cardholderId: maria.id });
});

const CONNECTION =
  'No pudimos comunicarnos con el servidor. Revisá tu conexión e intentá nuevamente.';
// A provider that fails (5xx, an answer it cannot read) is never blamed on the data typed.
const SERVICE =
  'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
const MESSAGES = messagesByFault({ service: SERVICE, connection: CONNECTION });

const healthyLogin = () => new Response(200, {}, { token: 'a-new-token' });

async function signIn(user: ReturnType<typeof clockFor>) {
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

/** What stays for the next try after any failed attempt. */
function expectReadyToTryAgain() {
  expect(screen.getByLabelText('DNI')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  // What was typed is still there for the next try.
  expect(screen.getByLabelText('DNI')).toHaveValue('30111222');
  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveValue('45678901');
}

/** Spec section 8: the provider's refusal, in an alert and an 'Error de autenticación' notification. */
async function expectLoginRefused(message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('status', { name: 'Error de autenticación' })).toHaveTextContent(message);
  // A screen reader hears it once, in the alert: the notification repeats it for the eye only.
  expect(screen.getByText(message, { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  expect(
    screen.getAllByText(message, { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
  ).toHaveLength(1);
  expectReadyToTryAgain();
}

/**
 * The provider down or out of reach: a notification headed 'Servicio no disponible', which is
 * the one alert, so that the sentence is said once; never a word against the data typed.
 */
async function expectServiceUnavailable(message: string) {
  const notification = await screen.findByRole('alert', { name: 'Servicio no disponible' });
  expect(notification).toHaveTextContent(message);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(screen.queryByText('Error de autenticación')).not.toBeInTheDocument();
  expectReadyToTryAgain();
}

describe.each(ALL_FAULTS)('POST auth/login/ meets %s', (fault) => {
  test('the form says so in Spanish, is sent once, and INGRESAR again signs in', async () => {
    const { user, route } = failRoute(server(), 'post', 'auth/login/', fault, healthyLogin);
    const { store } = renderApp({ route: '/login' });
    await signIn(user);
    // A time-out: the call's 30 s pass at once ('Cargando...' meanwhile: login.test.tsx).
    if (fault === 'time-out') await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));

    await expectServiceUnavailable(MESSAGES[fault]);
    // Never the provider's own internals for a 5xx.
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(route.calls()).toBe(1);
    expect(answered(server(), 'POST', 'auth/login/')).toHaveLength(1);

    route.heal();
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('a-new-token');
    expect(route.calls()).toBe(2);
  });
});

test('the outage stays said until the cardholder acts: a field edited, INGRESAR again, or Cerrar', async () => {
  const { user, route } = failRoute(server(), 'post', 'auth/login/', 'time-out', healthyLogin);
  renderApp({ route: '/login' });
  await signIn(user);
  await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
  await expectServiceUnavailable(CONNECTION);
  // The one place the sentence is: it does not hide itself as a refusal's notification does.
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(screen.getByRole('alert', { name: 'Servicio no disponible' })).toHaveTextContent(
    CONNECTION,
  );

  await user.type(screen.getByLabelText('DNI'), '3');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('DNI'), '{Backspace}');

  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
  const notification = await screen.findByRole('alert', { name: 'Servicio no disponible' });
  await user.click(within(notification).getByRole('button', { name: 'Cerrar' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The button pressed is gone: the focus goes back to the form, never to the page's body.
  expect(screen.getByLabelText('DNI')).toHaveFocus();
  expect(route.calls()).toBe(2);
});

test.each([
  ['no token', {}],
  ['a token that is not text', { token: 12345 }],
  ['an empty token', { token: '' }],
  ['a token no header can carry', { token: 'dos palabras\n' }],
  ['a token inside data that is not text', { data: { token: 12345 } }],
  ['an empty token inside data', { data: { token: '' } }],
  ['data that is not an object', { data: 'a-new-token' }],
  ['a list of tokens', [{ token: 'a-new-token' }]],
  ['only text', 'a-new-token'],
])('a 200 with %s does not sign in: the form says so, sent once', async (_case, body) => {
  server().post('auth/login/', () => new Response(200, {}, body));
  const { store, user } = renderApp({ route: '/login' });
  await signIn(user);
  await expectServiceUnavailable(SERVICE);
  expect(store.getState().session.token).toBeNull();
  expect(answered(server(), 'POST', 'auth/login/')).toHaveLength(1);
  // No request went out without a token, nor with a broken one.
  expect(answered(server(), 'GET', 'account/')).toHaveLength(0);
});

// The spec stores "the response" as the credentials; it does not fix the envelope, and the
// provider's other answers wrap their fields in `data`: both shapes sign in.
test.each([
  ['at the top level (the spec: the answer is the credentials)', { token: 'a-new-token' }],
  ['inside data (the envelope of the other answers)', { data: { token: 'a-new-token' } }],
  [
    'at the top level, before an unusable one inside data',
    { token: 'a-new-token', data: { token: 7 } },
  ],
  [
    'inside data, when the top level has none usable',
    { token: '', data: { token: 'a-new-token' } },
  ],
])('a 200 with the token %s signs in', async (_case, body) => {
  server().post('auth/login/', () => new Response(200, {}, body));
  const { store, user } = renderApp({ route: '/login' });
  await signIn(user);
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  expect(store.getState().session.token).toBe('a-new-token');
  expect(answered(server(), 'POST', 'auth/login/')).toHaveLength(1);
});

test('a 401 shows the provider message: a refusal is the provider talking to the cardholder', async () => {
  server().post(
    'auth/login/',
    () => new Response(401, {}, { message: 'Los datos ingresados no son correctos.' }),
  );
  const { user } = renderApp({ route: '/login' });
  await signIn(user);
  await expectLoginRefused('Los datos ingresados no son correctos.');
  expect(answered(server(), 'POST', 'auth/login/')).toHaveLength(1);
});

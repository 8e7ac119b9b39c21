/**
 * A session ends with the right reason on /login. A refused token (401) is an
 * expiry; a provider that cannot be reached is not the cardholder's session's fault; a
 * session unused past the idle limit ends for inactivity, at start too, before any figure.
 */
import { act, screen } from '@testing-library/react';
import { Response } from 'miragejs';
import { PERSISTED_VERSION } from '../../../src/lib/stored-slice';
import { IDLE_LIMIT_MS } from '../../../src/services/session/idle';
import { withMockProvider } from '../../support/mock-provider';
import {
  createSignedInCardholder,
  renderAppFromStorage,
  renderSignedIn,
  sentRequests,
} from '../../support/test-utils';

const server = withMockProvider();

const EXPIRED = 'Tu sesión terminó. Ingresá de nuevo para seguir.';
const PROVIDER =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';
const IDLE = 'Cerramos tu sesión por inactividad.';

/** Signed in on home; then the ping of the next page gets `answer`. */
async function pingOn(route: string, answer: () => Response) {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  server().get('auth/ping/', answer);
  act(() => view.router.navigate(route));
  return view;
}

test.each([
  ['answered 503 (after its retries)', () => new Response(503, {}, { message: 'down' }), PROVIDER],
  ['answered 500 with a page that is not JSON', () => new Response(500, {}, '<html>'), PROVIDER],
  ['answered 401', () => new Response(401, {}, { message: 'Sesión vencida.' }), EXPIRED],
])('a ping %s: logged out, and /login says why', async (_case, answer, message) => {
  const view = await pingOn('/payment', answer);
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  // An alert: said as it appears, and again with the heading, which has the focus.
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  const heading = screen.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAccessibleDescription(message);
  expect(view.router.state.location.pathname).toBe('/login');
  expect(view.store.getState().session.token).toBeNull();
  expect(window.localStorage.getItem('api')).toBeNull();
});

test('a ping that fails on the network (after its retries): the provider message too', async () => {
  await pingOn('/payment', () => new Response(0, {}, ''));
  expect(await screen.findByText(PROVIDER)).toBeInTheDocument();
});

test("'Cerrar sesión' explains nothing", async () => {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  await view.user.click(screen.getByRole('button', { name: 'Opciones' }));
  await view.user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  for (const message of [EXPIRED, PROVIDER, IDLE]) {
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }
});

/** A session as an earlier visit left it in local storage, last used `minutesAgo` ago. */
function storedSession(minutesAgo: number | null) {
  const { token } = createSignedInCardholder(server(), { available: 1000 });
  const persist = JSON.stringify({ version: PERSISTED_VERSION });
  window.localStorage.setItem(
    'api',
    JSON.stringify({ token: JSON.stringify(token), _persist: persist }),
  );
  if (minutesAgo !== null) {
    window.localStorage.setItem('last-activity', String(Date.now() - minutesAgo * 60_000));
  }
}

describe('a session stored by an earlier visit', () => {
  test('used within the limit: home, as a reload finds it (the control case)', async () => {
    storedSession(IDLE_LIMIT_MS / 60_000 - 1);
    await renderAppFromStorage({ route: '/' });
    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  });

  test.each([
    ['past the limit', IDLE_LIMIT_MS / 60_000 + 1],
    ['with no time of last use', null],
  ])('%s: ended at start, before any figure, for inactivity', async (_case, minutesAgo) => {
    storedSession(minutesAgo);
    const view = await renderAppFromStorage({ route: '/' });
    expect(view.store.getState().session.token).toBeNull();
    expect(await screen.findByText(IDLE)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('$ 1,000.00')).not.toBeInTheDocument();
    // Not one call was made with the old token, and it is gone from storage.
    expect(sentRequests(server()).filter((request) => request.url.includes('account/'))).toEqual(
      [],
    );
    await act(() => Promise.resolve());
    expect(window.localStorage.getItem('api')).toBeNull();
  });
});

import { startMockServerInPage } from '../../mocks/browser';
import { closedWindowMessage } from '../../mocks/gateway/closed-window';
import type { MockServer } from '../../mocks/server';
import { call, tokenOf } from '../support/provider-call';

/**
 * The mock API as a demo page starts it (mocks/browser.ts): its database in local storage,
 * and what the demo gateway's closing window tells it. The gateway is on the app's origin here.
 */

let demo: MockServer | null = null;
const start = () => {
  demo = startMockServerInPage();
};
afterEach(() => demo?.shutdown());

const signInMaria = () => tokenOf('30111222', '45678901');

/** What the gateway's window says to its opener as it closes, from `origin`. */
function gatewayClosed(payment: string, secret: string, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', { origin, data: closedWindowMessage(payment, secret) }),
  );
}

test("a gateway closed before any outcome: 'Cancelado', the figures as they were, after a reload too, until Reiniciar la demostración", async () => {
  start();
  const token = await signInMaria();
  const figures = async () => (await call('/api/v1/account/', {}, token)).body.data;
  const statuses = async () =>
    (await call('/api/v1/payments/', {}, token)).body.data.map(
      (payment: { status: { data: { name: string } } }) => payment.status.data.name,
    );
  const before = await figures();
  const { body } = await call(
    '/api/v1/payments/',
    { method: 'POST', body: JSON.stringify({ amount: 84350.75 }) },
    token,
  );
  const secret = new URL(body.data.endpoint).searchParams.get('secret') ?? '';
  expect(await statuses()).toEqual(['Pendiente', 'Acreditado', 'Acreditado', 'Rechazado']);

  // Another origin, or the wrong secret, cancels nothing; the gateway's own word does.
  gatewayClosed(body.data.id, secret, 'https://evil.example');
  gatewayClosed(body.data.id, 'f'.repeat(32));
  expect(await statuses()).toEqual(['Pendiente', 'Acreditado', 'Acreditado', 'Rechazado']);
  gatewayClosed(body.data.id, secret);
  expect(await statuses()).toEqual(['Cancelado', 'Acreditado', 'Acreditado', 'Rechazado']);
  expect(await figures()).toEqual(before);

  // A reload: a new mock API from what the page saved.
  demo?.shutdown();
  start();
  expect(await statuses()).toEqual(['Cancelado', 'Acreditado', 'Acreditado', 'Rechazado']);

  expect((await call('/api/demo/reset/', { method: 'POST' })).status).toBe(200);
  const again = await signInMaria();
  const seeded = (await call('/api/v1/payments/', {}, again)).body.data;
  expect(seeded).toHaveLength(3);
});

/** The saved demo as a page left it, dated `seededOn` (as if the day had changed since). */
function redateSavedDemo(seededOn: string) {
  const saved = JSON.parse(window.localStorage.getItem('autogestion-demo-db') ?? '{}');
  window.localStorage.setItem('autogestion-demo-db', JSON.stringify({ ...saved, seededOn }));
}

/** The app's session as redux-persist stores it under the spec's 'api' key. */
function storeAppToken(token: string) {
  window.localStorage.setItem('api', JSON.stringify({ token: JSON.stringify(token) }));
}

test('a new day reseeds the demo at the next load, but never under a session in use: a reload past midnight keeps it signed in, with its payments', async () => {
  start();
  const token = await signInMaria();
  await call('/api/v1/payments/', { method: 'POST', body: JSON.stringify({ amount: 100 }) }, token);
  storeAppToken(token);
  redateSavedDemo('2000-01-01');

  // Reloaded after midnight while signed in: the same demo, the session still good.
  demo?.shutdown();
  start();
  expect((await call('/api/v1/auth/ping/', {}, token)).status).toBe(200);
  expect((await call('/api/v1/payments/', {}, token)).body.data).toHaveLength(4);

  // Signed out (the app's key holds no token): the next load seeds today's demo.
  window.localStorage.setItem('api', JSON.stringify({ token: 'null' }));
  demo?.shutdown();
  start();
  expect((await call('/api/v1/auth/ping/', {}, token)).status).toBe(401);
  const again = await signInMaria();
  expect((await call('/api/v1/payments/', {}, again)).body.data).toHaveLength(3);
});

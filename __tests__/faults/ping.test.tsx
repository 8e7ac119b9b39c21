/**
 * GET auth/ping/ under every fault. Spec section 4: a failed ping logs out and goes to /login.
 * A ping is retried like any GET, so a single dropped or failed ping on a mobile network no
 * longer throws the cardholder out; only one that still fails after the retries does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { api } from '../../src/services/api';
import { answerAsTheOrigin } from '../support/app-origin';
import { renderSignedIn } from '../support/test-utils';
import { failRoute, withFaultyProvider } from './fault-setup';
import {
  answered,
  clockFor,
  faultHandlers,
  faultyRoute,
  letCallsTimeOut,
  callsSettled,
  RETRIED_FAULTS,
  type FaultName,
  SENT_WITH_RETRIES,
} from './faults';

const server = withFaultyProvider();

const renderHome = () =>
  renderSignedIn(server(), { cardholder: { available: 350000, balance: 84350.75 } });

describe.each(RETRIED_FAULTS)('GET auth/ping/ meets %s', (fault: FaultName) => {
  test('every time: after the retries the session ends and the cardholder is at /login', async () => {
    const { route } = failRoute(server(), 'get', 'auth/ping/', fault, () => ({ status: 'ok' }));
    const { store } = renderHome();
    if (fault === 'time-out') await letCallsTimeOut(route, SENT_WITH_RETRIES);

    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(route.calls()).toBe(SENT_WITH_RETRIES);
    expect(answered(server(), 'GET', 'auth/ping/')).toHaveLength(SENT_WITH_RETRIES);
  });

  test('once: the retry succeeds and the cardholder stays on home', async () => {
    clockFor(fault);
    let calls = 0;
    const route = faultyRoute(faultHandlers[fault], () => ({ status: 'ok' }));
    server().get('auth/ping/', (schema, request) => {
      calls += 1;
      if (calls === 2) route.heal();
      return route.handler(schema, request);
    });
    const { store, token } = renderHome();
    if (fault === 'time-out') await letCallsTimeOut({ calls: () => calls }, 1);

    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    await callsSettled(store);
    expect(store.getState().session.token).toBe(token);
    expect(screen.getByText('$ 350,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
  });
});

const ok = () => ({ status: 'ok' });

test.each<FaultName>(['network failure', 'time-out'])(
  "%s every time while the app's own origin answers nothing either: offline, the session stays",
  async (fault) => {
    const { store, token, router } = renderHome();
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    // Home's own ping answered first: the figures can come before it has even left.
    await waitFor(() =>
      expect(answered(server(), 'GET', 'auth/ping/').length).toBeGreaterThanOrEqual(1),
    );
    const { route } = failRoute(server(), 'get', 'auth/ping/', fault, ok);
    answerAsTheOrigin(server(), false);
    act(() => router.navigate('/payments'));
    // Offline once the origin is silent too: nothing is retried, the return asks again.
    if (fault === 'time-out') await letCallsTimeOut(route, 1);

    expect(
      await screen.findByText('Sin conexión. Te mostramos lo último que cargamos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(route.calls()).toBe(1));
    await act(() => Promise.all(store.dispatch(api.util.getRunningQueriesThunk())));
    expect(screen.getByText('Sin conexión. Te mostramos lo último que cargamos.')).toBeVisible();
    expect(store.getState().session.token).toBe(token);
    expect(router.state.location.pathname).toBe('/payments');
  },
);

// A body cut off: the page reloaded (or left) as the answer arrived, its 200 already in.
test.each([
  ['malformed JSON', faultHandlers['malformed JSON'], false],
  ['no body at all', () => '', false],
  ['fields missing', () => ({}), false],
  ['its body cut off', ok, true],
])(
  'a 200 with %s keeps the session: the ping answer itself is never read',
  async (_case, handler, bodyCutOff) => {
    if (bodyCutOff) cutOffPingBodies();
    server().get('auth/ping/', handler);
    const { store, token } = renderHome();
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    await waitFor(() => expect(answered(server(), 'GET', 'auth/ping/')).toHaveLength(1));
    await callsSettled(store);
    expect(store.getState().session.token).toBe(token);
    expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
  },
);

/** Every ping's answer as the browser gives it when the page goes away mid-read. */
function cutOffPingBodies() {
  const fetchThrough = window.fetch;
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const response = await fetchThrough(input, init);
    const url = input instanceof Request ? input.url : String(input);
    return url.endsWith('auth/ping/') ? cutOff(response) : response;
  });
}

function cutOff(response: Response): Response {
  const failed = () => Promise.reject(new TypeError('Failed to fetch'));
  return Object.assign(response, {
    text: failed,
    json: failed,
    blob: failed,
    arrayBuffer: failed,
    clone: () => cutOff(response),
  });
}

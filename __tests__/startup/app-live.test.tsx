import { screen, within } from '@testing-library/react';
import * as mockApi from '../../mocks/browser';
import { silentAnalytics } from '../../src/lib/analytics';
import { nextTask } from '../../src/lib/next-task';
import { forgivingLocalStorage } from '../../src/lib/stored-slice';
import { start } from '../../src/startup/4-app-live';
import { storeSlice } from '../support/stored-slice';

/**
 * Step 4 as the page runs it: the real `start()` on a page whose earlier visit left a demo
 * session. The mock API it starts answers the first calls, and redux-persist's read-back comes
 * before the first render: the first page drawn is home, and /login is never navigated to.
 */

// Each test's page starts its own mock API: stopped once the test is done.
const running: { shutdown: () => void }[] = [];
beforeEach(() => {
  const startInPage = mockApi.startMockServerInPage;
  jest.spyOn(mockApi, 'startMockServerInPage').mockImplementation(() => {
    const server = startInPage();
    running.push(server);
    return server;
  });
});
afterEach(() => running.splice(0).forEach((server) => server.shutdown()));

/** The earlier visit: the demo's database (kept in local storage) and María's token. */
async function earlierVisitSignedIn(): Promise<void> {
  const earlier = mockApi.startMockServerInPage();
  const login = await fetch('/api/v1/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ dni: '30111222', last_digits: '45678901' }),
  });
  const { token } = (await login.json()) as { token: string };
  earlier.shutdown();
  storeSlice('api', { token });
  window.localStorage.setItem('last-activity', String(Date.now()));
}

/** The page at `/`, its paths recorded as the router goes; no network but the mock API. */
function pageAtHome() {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/');
  const visited: string[] = [];
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    jest.spyOn(window.history, method).mockImplementation((state, unused, url?) => {
      if (url != null) visited.push(new URL(String(url), window.location.href).pathname);
      original(state, unused, url);
    });
  }
  // React schedules its work as in a page, not inside act(): the order is the page's own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // A call made before the mock API listens would reach this, the network's stand-in.
  const network = jest
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  return { visited, network };
}

async function expectHomeFigures(): Promise<void> {
  const available = await screen.findByRole('region', { name: 'Disponible para compras' });
  expect(await within(available).findByText('$ 350,000.00')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
}

test("a stored session on /: home's figures come from the mock API start() starts, and /login is never drawn", async () => {
  await earlierVisitSignedIn();
  const { visited, network } = pageAtHome();
  await start(silentAnalytics);

  await expectHomeFigures();
  expect(visited).not.toContain('/login');
  expect(network).not.toHaveBeenCalled();
});

test('storage slow to read back: nothing is drawn until it has, then home, never /login', async () => {
  await earlierVisitSignedIn();
  const { visited } = pageAtHome();
  // The read-back held until something is drawn (the order broken), or for a few tasks.
  // eslint-disable-next-line testing-library/no-node-access -- the page's root, where start() draws
  const root = document.getElementById('root') as HTMLElement;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  new MutationObserver(release).observe(root, { childList: true });
  const read = forgivingLocalStorage.getItem;
  jest
    .spyOn(forgivingLocalStorage, 'getItem')
    .mockImplementation((key) => held.then(() => read(key)));
  const started = start(silentAnalytics);
  for (let task = 0; task < 10; task += 1) await nextTask();
  expect(root).toBeEmptyDOMElement();
  release();
  await started;

  await expectHomeFigures();
  expect(visited).not.toContain('/login');
});

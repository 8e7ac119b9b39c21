import { screen, within } from '@testing-library/react';
import { startMockServerInPage } from '../../mocks/browser';
import { silentAnalytics } from '../../src/lib/analytics';
import { start } from '../../src/startup/4-app-live';
import { storeSlice } from '../support/stored-slice';

/**
 * Step 4 as the page runs it: the real `start()` on a page whose earlier visit left a demo
 * session. The mock API it starts answers the first calls, and redux-persist's read-back comes
 * before the first render: the first page drawn is home, and /login is never navigated to.
 */
test("a stored session on /: home's figures come from the mock API start() starts, and /login is never drawn", async () => {
  // The earlier visit: the demo's database (kept in local storage) and María's token.
  const earlier = startMockServerInPage();
  const login = await fetch('/api/v1/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ dni: '30111222', last_digits: '45678901' }),
  });
  const { token } = (await login.json()) as { token: string };
  earlier.shutdown();
  storeSlice('api', { token });
  window.localStorage.setItem('last-activity', String(Date.now()));

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
  await start(silentAnalytics);

  const available = await screen.findByRole('region', { name: 'Disponible para compras' });
  expect(await within(available).findByText('$ 350,000.00')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(visited).not.toContain('/login');
  expect(network).not.toHaveBeenCalled();
});

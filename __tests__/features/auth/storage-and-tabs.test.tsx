import { act, screen } from '@testing-library/react';
import type { MockServer } from '../../../mocks/server';
import { selectIsSignedIn } from '../../../src/features/auth/credentialsSlice';
import { followSessionOfOtherTabs } from '../../../src/features/auth/sessionListeners';
import {
  createSignedInCardholder,
  renderApp,
  signedInState,
  startTestServer,
} from '../../support/test-utils';

let server: MockServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

test('signing out in another tab signs this one out', async () => {
  const { token } = createSignedInCardholder(server, { available: 1000 });
  const { store, router } = renderApp({ route: '/', preloadedState: signedInState(token) });
  const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
  try {
    await screen.findByText('$ 1,000.00');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'api',
          oldValue: '{"token":"\\"x\\""}',
          newValue: null,
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  } finally {
    stop();
  }
});

test('another key changing in another tab changes nothing', async () => {
  const { token } = createSignedInCardholder(server, { available: 1000 });
  const { store } = renderApp({ route: '/', preloadedState: signedInState(token) });
  const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
  try {
    await screen.findByText('$ 1,000.00');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'payment', newValue: null }));
    });
    expect(store.getState().credentials.token).toBe(token);
  } finally {
    stop();
  }
});

test.each([
  ['corrupted JSON', '{"token":'],
  ['a hand-edited value', '{"token":"not json at all","_persist":"{}"}'],
  ['a number', '42'],
])('%s in storage starts the app signed out, never crashed', async (_, stored) => {
  window.localStorage.setItem('api', stored);
  window.localStorage.setItem('payment', stored);
  window.localStorage.setItem('user-data', stored);
  const { router } = renderApp({ route: '/' });
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

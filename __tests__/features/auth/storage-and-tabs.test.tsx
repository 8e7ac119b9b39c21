import { act, screen, waitFor } from '@testing-library/react';
import type { MockServer } from '../../../mocks/server';
import { PERSISTED_VERSION } from '../../../src/lib/stored-slice';
import { selectIsSignedIn } from '../../../src/features/auth/credentialsSlice';
import { followSessionOfOtherTabs } from '../../../src/features/auth/sessionListeners';
import {
  authorizationOf,
  createSignedInCardholder,
  renderApp,
  signedInState,
  sentRequests,
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

/** The 'api' key as redux-persist writes it in another tab that holds `token`. */
function storedSession(token: unknown, version = PERSISTED_VERSION): string {
  return JSON.stringify({
    token: JSON.stringify(token),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });
}

/** What this tab hears when another tab writes the 'api' key. */
function otherTabWrote(newValue: string | null, oldValue: string | null = null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'api', oldValue, newValue }));
  });
}

describe('signing in in another tab', () => {
  test('this tab, on /login, follows the new session to its home', async () => {
    const { store, router } = renderApp({ route: '/login' });
    const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
    try {
      expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
      const { token } = createSignedInCardholder(server, { available: 1000 });

      otherTabWrote(storedSession(token));

      expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(store.getState().credentials.token).toBe(token);
      expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  test('as someone else: this tab shows the new session and nothing of the previous one', async () => {
    const previous = createSignedInCardholder(server, { available: 1000, balance: 10 });
    const next = createSignedInCardholder(server, { available: 2000, balance: 20 });
    const { store } = renderApp({ route: '/', preloadedState: signedInState(previous.token) });
    const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
    try {
      expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
      const nameOf = (who: typeof previous) => (who.cardholder as { name: string }).name;
      await waitFor(() => expect(store.getState().userData.name).toBe(nameOf(previous)));

      otherTabWrote(storedSession(next.token), storedSession(previous.token));
      // At once, before me/ answers again: nothing kept for the previous cardholder.
      expect(store.getState().userData.name).toBeNull();

      expect(await screen.findByText('$ 2,000.00')).toBeInTheDocument();
      expect(screen.queryByText('$ 1,000.00')).not.toBeInTheDocument();
      expect(store.getState().credentials.token).toBe(next.token);
      // Nothing kept for the previous cardholder: the drawer's name is the new one's.
      await waitFor(() => expect(store.getState().userData.name).toBe(nameOf(next)));
      const accountCalls = sentRequests(server).filter((request) =>
        request.url.endsWith('/account/'),
      );
      expect(authorizationsOf(accountCalls)).toEqual([
        `Bearer ${previous.token}`,
        `Bearer ${next.token}`,
      ]);
    } finally {
      stop();
    }
  });

  test('the same session written again by another tab keeps what this tab shows', async () => {
    const { token } = createSignedInCardholder(server, { available: 1000 });
    const { store } = renderApp({ route: '/', preloadedState: signedInState(token) });
    const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
    try {
      expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
      const cached = store.getState().provider?.queries;

      otherTabWrote(storedSession(token), storedSession(token));

      expect(store.getState().credentials.token).toBe(token);
      expect(store.getState().provider?.queries).toBe(cached);
      expect(screen.getByText('$ 1,000.00')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  test.each([
    ['a token with a newline', storedSession('abc\ndef')],
    ['a token with a space', storedSession('abc def')],
    ['a number as token', storedSession(42)],
    ['a token 5,000 characters long', storedSession('x'.repeat(5000))],
    ['a version from the future', storedSession('token-1', PERSISTED_VERSION + 1)],
    ['no version at all', JSON.stringify({ token: JSON.stringify('token-1') })],
    ['corrupted JSON', '{"token":"\\"token-1'],
  ])('%s written by another tab is not taken: /login stays', async (_, stored) => {
    createSignedInCardholder(server);
    const { store, router } = renderApp({ route: '/login' });
    const stop = followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
    try {
      expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();

      otherTabWrote(stored);

      expect(store.getState().credentials.token).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    } finally {
      stop();
    }
  });
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

function authorizationsOf(requests: ReturnType<typeof sentRequests>) {
  return requests.map((request) => authorizationOf(request));
}

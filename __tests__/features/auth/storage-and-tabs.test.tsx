import { act, screen } from '@testing-library/react';
import { PERSISTED_VERSION } from '../../../src/lib/stored-slice';
import { withMockProvider } from '../../support/mock-provider';
import {
  authorizationOf,
  createSignedInCardholder,
  renderApp,
  renderAppFromStorage,
  renderSignedIn,
  sentRequests,
} from '../../support/test-utils';

const server = withMockProvider();

// This tab hears the others through 'storage' events: renderApp follows them as src/startup/4-app-live.tsx
// does (src/app/otherTabs.ts), until the test ends.

test('signing out in another tab signs this one out', async () => {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
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
  expect(view.router.state.location.pathname).toBe('/login');
});

test('another key changing in another tab changes nothing', async () => {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'payment', newValue: null }));
  });
  expect(view.store.getState().session.token).toBe(view.token);
  expect(screen.getByText('$ 1,000.00')).toBeInTheDocument();
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
    const view = renderApp({ route: '/login' });
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    const { token } = createSignedInCardholder(server(), { available: 1000 });

    otherTabWrote(storedSession(token));

    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(view.store.getState().session.token).toBe(token);
    expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
  });

  test('as someone else: this tab shows the new session and nothing of the previous one', async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000, balance: 10 } });
    const previous = { token: view.token, cardholder: view.cardholder };
    const next = createSignedInCardholder(server(), { available: 2000, balance: 20 });
    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
    // The drawer stays open throughout: its title greets whoever me/ last named.
    await view.user.click(screen.getByRole('button', { name: 'Menú' }));
    const greeting = (name: string) => ({ name: `Hola, ${name}` });
    expect(
      await screen.findByRole('dialog', greeting(previous.cardholder.name)),
    ).toBeInTheDocument();

    otherTabWrote(storedSession(next.token), storedSession(previous.token));
    // At once, before me/ answers again: nothing kept for the previous cardholder.
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();

    expect(await screen.findByText('$ 2,000.00')).toBeInTheDocument();
    expect(screen.queryByText('$ 1,000.00')).not.toBeInTheDocument();
    expect(view.store.getState().session.token).toBe(next.token);
    // Nothing kept for the previous cardholder: the drawer's name is the new one's.
    expect(await screen.findByRole('dialog', greeting(next.cardholder.name))).toBeInTheDocument();
    const accountCalls = sentRequests(server()).filter((request) =>
      request.url.endsWith('/account/'),
    );
    expect(authorizationsOf(accountCalls)).toEqual([
      `Bearer ${previous.token}`,
      `Bearer ${next.token}`,
    ]);
  });

  test('the same session written again by another tab keeps what this tab shows', async () => {
    const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
    const cached = view.store.getState().provider?.queries;

    otherTabWrote(storedSession(view.token), storedSession(view.token));

    expect(view.store.getState().session.token).toBe(view.token);
    expect(view.store.getState().provider?.queries).toBe(cached);
    expect(screen.getByText('$ 1,000.00')).toBeInTheDocument();
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
    createSignedInCardholder(server());
    const view = renderApp({ route: '/login' });
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();

    otherTabWrote(stored);

    expect(view.store.getState().session.token).toBeNull();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
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
  const { router } = await renderAppFromStorage({ route: '/' });
  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

function authorizationsOf(requests: ReturnType<typeof sentRequests>) {
  return requests.map((request) => authorizationOf(request));
}

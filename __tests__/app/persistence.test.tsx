import { act, screen, waitFor } from '@testing-library/react';
import { paymentStarted } from '../../src/features/payment/paymentSlice';
import { IDLE_LIMIT_MS } from '../../src/services/session/idle';
import { signIn } from '../../src/startup/5-signing-in';
import { asCents } from '../support/cents';
import { storeSlice } from '../support/stored-slice';
import {
  createSignedInCardholder,
  makeTestStore,
  renderAppFromStorage,
} from '../support/test-utils';
import { withMockProvider } from '../support/mock-provider';
import { callsSettled } from '../faults/faults';

const server = withMockProvider();

test('the token and the saved amount survive a reload of the store; the API cache does not', async () => {
  server().create('cardholder', { dni: '30111222', last_digits: '45678901' } as never);
  const first = makeTestStore();
  await first.store.dispatch(signIn({ dni: '30111222', last_digits: '45678901' }));
  const started = {
    amount: asCents(8435075),
    startedAt: '2026-11-23T12:00:00.000Z',
    startedBy: 'tab-1',
  };
  first.store.dispatch(paymentStarted(started));
  await first.persistor.flush();
  const token = first.store.getState().session.token;
  expect(token).toMatch(/^[0-9a-f]{48}$/);

  // Under the spec's own keys, not redux-persist's default 'persist:' prefix.
  expect(window.localStorage.getItem('api')).toContain(token);
  // Money is stored as integer cents.
  expect(window.localStorage.getItem('payment')).toContain('8435075');

  // Read back by redux-persist before the app draws anything.
  const reloaded = makeTestStore();
  await reloaded.rehydrated;
  expect(reloaded.store.getState().session.token).toBe(token);
  expect(reloaded.store.getState().payment.amount).toBe(8435075);
  // The payment in progress too: a reload must not offer to pay it again.
  expect(reloaded.store.getState().payment.tracked).toEqual(started);
  expect(reloaded.store.getState().provider?.mutations).toEqual({});
  await waitFor(() => expect(window.localStorage.getItem('provider')).toBeNull());
});

/** What an earlier visit left: a session last used `minutesAgo` ago and a saved amount. */
function storedVisit(minutesAgo: number) {
  const { token } = createSignedInCardholder(server(), { available: 1000 });
  storeSlice('api', { token });
  storeSlice('payment', { amount: 1200050 });
  window.localStorage.setItem('last-activity', String(Date.now() - minutesAgo * 60_000));
  return token;
}

const anotherPayment = {
  amount: asCents(8435075),
  startedAt: '2026-11-23T12:00:00.000Z',
  startedBy: 'tab-1',
};

// The app is wired the same way in the browser and in these tests (src/app/wireApp.ts).
describe("the payment popup's pages read what the app stored and write nothing back", () => {
  test("the app's own pages write what changes (the control case)", async () => {
    storedVisit(1);
    const { store, persistor } = await renderAppFromStorage({ route: '/' });
    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
    act(() => void store.dispatch(paymentStarted(anotherPayment)));
    await act(() => persistor.flush());
    expect(window.localStorage.getItem('payment')).toContain('8435075');
  });

  test('on /payment/success a change stays in the page', async () => {
    storedVisit(1);
    const stored = window.localStorage.getItem('payment');
    const { store, persistor } = await renderAppFromStorage({ route: '/payment/success' });
    expect(await screen.findByText('$ 12,000.50')).toBeInTheDocument();
    act(() => void store.dispatch(paymentStarted(anotherPayment)));
    await act(() => persistor.flush());
    expect(store.getState().payment.amount).toBe(8435075);
    expect(window.localStorage.getItem('payment')).toBe(stored);
  });

  test("a session past the idle limit is the opener's to end, not the popup's", async () => {
    const token = storedVisit(IDLE_LIMIT_MS / 60_000 + 1);
    const { store } = await renderAppFromStorage({ route: '/payment/success' });
    expect(await screen.findByText('$ 12,000.50')).toBeInTheDocument();
    expect(store.getState().session.token).toBe(token);
    expect(window.localStorage.getItem('api')).toContain(token);
  });
});

// The harness (test-utils' makeTestStore): a store outlives its test, with its listeners and
// its calls, and must not write into the next test's storage.
test('a page left within a test (a reload) follows nothing more: back online, or another tab signing out, its store hears nothing', async () => {
  const { token } = createSignedInCardholder(server(), { dni: '30111222' });
  storeSlice('api', { token });
  window.localStorage.setItem('last-activity', String(Date.now()));
  const { store, leave } = await renderAppFromStorage();
  // Home drawn with its figures, as a page is when it is reloaded.
  await screen.findByRole('heading', { name: 'Tu tarjeta' });
  await callsSettled(store);
  await leave();
  // What the page's followers dispatch, as they look the store's dispatch up at each event.
  const dispatched: string[] = [];
  const { dispatch } = store;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return dispatch(action);
  }) as typeof dispatch;

  // A following page hears both at once: the connection's return (then pings), the other
  // tab's sign-out (its session ended).
  act(() => void window.dispatchEvent(new Event('online')));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'api', newValue: null })));
  expect(dispatched).toEqual([]);
  expect(store.getState().session.token).toBe(token);
});

describe("a test's store, once its test has ended", () => {
  let earlier: ReturnType<typeof makeTestStore> | null = null;

  test('a store made and persisted in one test…', async () => {
    earlier = makeTestStore({ preloadedState: {} });
    await earlier.rehydrated;
    earlier.store.dispatch(paymentStarted(anotherPayment));
    await earlier.persistor.flush();
    expect(window.localStorage.getItem('payment')).toContain('8435075');
  });

  test('…writes nothing into the next one', async () => {
    expect(window.localStorage.getItem('payment')).toBeNull();
    if (!earlier) throw new Error('the test before made no store');
    const { store, persistor } = earlier;
    act(() => void store.dispatch(paymentStarted({ ...anotherPayment, amount: asCents(100) })));
    await persistor.flush();
    expect(store.getState().payment.amount).toBe(100);
    expect(window.localStorage.getItem('payment')).toBeNull();
  });
});

import { waitFor } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { authApi } from '../../src/features/auth/authApi';
import { paymentStarted } from '../../src/features/payment/paymentSlice';
import type { MockServer } from '../../mocks/server';
import { asCents } from '../support/cents';
import { startTestServer, whenRehydrated } from '../support/test-utils';

let server: MockServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

test('the token and the saved amount survive a reload of the store; the API cache does not', async () => {
  server.create('cardholder', { dni: '30111222', last_digits: '45678901' } as never);
  const first = makeStore();
  await whenRehydrated(first.persistor);
  await first.store.dispatch(
    authApi.endpoints.login.initiate({ dni: '30111222', last_digits: '45678901' }),
  );
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

  const reloaded = makeStore();
  await whenRehydrated(reloaded.persistor);
  expect(reloaded.store.getState().session.token).toBe(token);
  expect(reloaded.store.getState().payment.amount).toBe(8435075);
  // The payment in progress too: a reload must not offer to pay it again.
  expect(reloaded.store.getState().payment.tracked).toEqual(started);
  expect(reloaded.store.getState().provider?.mutations).toEqual({});
  await waitFor(() => expect(window.localStorage.getItem('provider')).toBeNull());
});

/** The set-up the fault tests share: the mock provider, a route that fails, home with a payment. */
import type { MockServer } from '../../mocks/server';
import { withMockProvider } from '../support/mock-provider';
import { renderSignedIn } from '../support/test-utils';
import { clockFor, faultHandlers, faultyRoute, type FaultName } from './faults';

/**
 * The mock provider for a file of fault tests, fresh for each test; after each, jest's real
 * clock is back (a time-out runs on fake timers: see clockFor).
 */
export function withFaultyProvider(): () => MockServer {
  afterEach(() => jest.useRealTimers());
  return withMockProvider();
}

/**
 * Overrides `method path` with a route that meets `fault` until `route.heal()`, then answers
 * as `healthy` does; `user` clicks and types on the clock that fault needs.
 */
export function failRoute(
  server: MockServer,
  method: 'get' | 'post',
  path: string,
  fault: FaultName,
  healthy: Parameters<typeof faultyRoute>[1],
) {
  const user = clockFor(fault);
  const route = faultyRoute(faultHandlers[fault], healthy);
  server[method](path, route.handler);
  return { user, route };
}

/** Home with María's figures and one credited payment: what must stay while a call fails. */
export const renderHomeWithAPayment = (server: MockServer) =>
  renderSignedIn(server, {
    cardholder: { available: 350000, balance: 84350.75 },
    payments: [
      {
        amount: 25000,
        status_name: 'Acreditado',
        created_at: new Date(2026, 9, 13, 12).toISOString(),
      },
    ],
  });

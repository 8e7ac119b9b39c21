/**
 * GET me/ under every fault. The spec defines it and uses it nowhere; here it only greets the
 * cardholder in the drawer ('Hola, …'). Its failure costs nothing else: the drawer says 'Menú',
 * home is untouched and no message would help anyone (the existing behaviour, kept).
 */
import { screen, waitFor } from '@testing-library/react';
import type { RootState } from '../../src/app/store';
import { renderSignedIn } from '../support/test-utils';
import { failRoute, withFaultyProvider } from './fault-setup';
import * as faults from './faults';

const server = withFaultyProvider();

const renderHome = (preloadedState: Partial<RootState> = {}) =>
  renderSignedIn(server(), {
    cardholder: { name: 'María Fernández', available: 350000, balance: 84350.75 },
    preloadedState,
  });

describe.each(faults.ALL_FAULTS)('GET me/ meets %s', (fault) => {
  const retried = faults.RETRIED_FAULTS.includes(fault);

  test(`home is untouched, the drawer says Menú, and it ${retried ? 'retries the call' : 'does not retry it'}`, async () => {
    const { user, route } = failRoute(server(), 'get', 'me/', fault, () => ({
      data: { name: 'María' },
    }));
    renderHome();
    if (fault === 'time-out') await faults.letCallsTimeOut(route, faults.SENT_WITH_RETRIES);

    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    await waitFor(() => expect(route.calls()).toBe(retried ? faults.SENT_WITH_RETRIES : 1));
    expect(faults.answered(server(), 'GET', 'me/')).toHaveLength(
      retried ? faults.SENT_WITH_RETRIES : 1,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
  });
});

// 'user-data' is the spec's unused cache: the greeting comes from me/ alone (README, me/).
test("a failed me/ greets no one, whatever 'user-data' holds", async () => {
  server().get('me/', faults.faultHandlers['500']);
  const { user } = renderHome({ userData: { name: 'María' } } as Partial<RootState>);
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  await waitFor(() =>
    expect(faults.answered(server(), 'GET', 'me/')).toHaveLength(faults.SENT_WITH_RETRIES),
  );
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
});

test.each([
  ['no data', {}],
  ['a null body', null],
  ['a name that is not text', { data: { name: { first: 'María' } } }],
  ['a blank name', { data: { name: '   ' } }],
])('a 200 with %s: no greeting, no crash, not retried', async (_case, body) => {
  server().get('me/', () => body as object);
  const { user } = renderHome();
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  await waitFor(() => expect(faults.answered(server(), 'GET', 'me/')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

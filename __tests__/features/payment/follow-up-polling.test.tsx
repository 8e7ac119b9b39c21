/**
 * The follow-up asks payments/ again every 5 s, then less often, only while the tab is on
 * screen: a tab in the background asks nothing, and asks at once when it is shown again; a
 * tab offline asks nothing either, and asks at once when the connection returns.
 */
import { act, screen } from '@testing-library/react';
import type { TrackedPayment } from '../../../src/features/payment/paymentSlice';
import { answered, letTimePass } from '../../faults/faults';
import { asCents } from '../../support/cents';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn } from '../../support/test-utils';

const server = withMockProvider();

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(document, 'hidden', 'get').mockImplementation(() => visibility === 'hidden');
});

afterEach(() => {
  jest.useRealTimers();
});

/** The page goes to the background or comes back, as the browser tells it. */
function pageBecomes(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** A payment whose flow ended a moment ago, which payments/ does not list yet. */
function renderFollowingAPayment() {
  const now = new Date().toISOString();
  const tracked: TrackedPayment = {
    amount: asCents(50000),
    startedAt: now,
    startedBy: 'this-page',
    gateway: 'https://pasarela.test',
    endedAt: now,
  };
  return renderSignedIn(server(), {
    cardholder: { available: 1000 },
    preloadedState: { payment: { amount: tracked.amount, tracked, lastPaid: null, notice: null } },
  });
}

const asks = () => answered(server(), 'GET', 'payments/').length;

test('on screen, payments/ is asked every 5 s in the first minute', async () => {
  renderFollowingAPayment();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  const first = asks();
  expect(first).toBeGreaterThan(0);

  // Each answer sets the next wait: a moment is left for the answer itself.
  await letTimePass(5_500);
  expect(asks()).toBe(first + 1);
  await letTimePass(5_500);
  expect(asks()).toBe(first + 2);
});

test('in the background nothing is asked; shown again, it asks at once, then on schedule', async () => {
  renderFollowingAPayment();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();

  pageBecomes('hidden');
  const before = asks();
  await letTimePass(65_000);
  expect(asks()).toBe(before);

  pageBecomes('visible');
  await letTimePass(100);
  expect(asks()).toBe(before + 1);
  // Past the first minute: every 10 s.
  await letTimePass(5_000);
  expect(asks()).toBe(before + 1);
  await letTimePass(5_500);
  expect(asks()).toBe(before + 2);
});

test('back online, it asks at once rather than at the next turn', async () => {
  renderFollowingAPayment();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  await letTimePass(1_000);
  const before = asks();

  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await letTimePass(100);
  expect(asks()).toBe(before + 1);
});

test('offline nothing is asked; back online, it asks at once, then on schedule', async () => {
  let online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  renderFollowingAPayment();
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  await letTimePass(1_000);

  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  const before = asks();
  await letTimePass(30_000);
  expect(asks()).toBe(before);

  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await letTimePass(100);
  expect(asks()).toBe(before + 1);
  await letTimePass(5_500);
  expect(asks()).toBe(before + 2);
});

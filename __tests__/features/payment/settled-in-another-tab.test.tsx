import { act, screen } from '@testing-library/react';
import { PERSISTED_VERSION } from '../../../src/lib/stored-slice';
import type { PaymentState, TrackedPayment } from '../../../src/features/payment/paymentSlice';
import { asCents } from '../../support/cents';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn, sentRequests } from '../../support/test-utils';

const server = withMockProvider();

// A payment another tab runs: this tab follows it; the other tab hears payments/ say
// 'Acreditado' first and writes the slice without it. This tab's figures and list are old then.
const STARTED = new Date().toISOString();
const tracked: TrackedPayment = {
  amount: asCents(50000),
  startedAt: STARTED,
  startedBy: 'another-tab',
  gateway: 'https://pasarela.test',
};

/** The 'payment' key as redux-persist writes it in the other tab. */
function storedPayment(state: Omit<PaymentState, 'notice'>): string {
  const parts = Object.fromEntries(
    Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  return JSON.stringify({
    ...parts,
    _persist: JSON.stringify({ version: PERSISTED_VERSION, rehydrated: true }),
  });
}

/** What this tab hears when another tab writes the payment slice. */
function otherTabWrote(state: Omit<PaymentState, 'notice'>) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'payment', newValue: storedPayment(state) }),
    );
  });
}

/** Home, with $ 1,000.00 available, while another tab runs the tracked payment. */
async function homeFollowingTracked() {
  const view = renderSignedIn(server(), {
    cardholder: { available: 1000 },
    preloadedState: {
      payment: { amount: tracked.amount, tracked, lastPaid: null, notice: null },
    },
  });
  expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
  return view;
}

/** The other tab heard the payment was made: nothing tracked, the payment last paid. */
const paidThere = {
  amount: tracked.amount,
  tracked: null,
  lastPaid: { amount: tracked.amount, startedAt: STARTED, at: STARTED },
};

test('another tab settled the payment followed here: this tab asks the figures again', async () => {
  const view = await homeFollowingTracked();

  // The provider credited it: the credit available grew.
  view.cardholder.update({ available: 1500 });
  otherTabWrote(paidThere);

  expect(await screen.findByText('$ 1,500.00')).toBeInTheDocument();
  expect(view.store.getState().payment.tracked).toBeNull();
});

test('what another tab wrote changes nothing of the payment: the figures are not asked again', async () => {
  const view = await homeFollowingTracked();
  const accountCalls = () =>
    sentRequests(server()).filter((request) => request.url.endsWith('/account/')).length;
  expect(accountCalls()).toBe(1);
  otherTabWrote({ amount: asCents(100), tracked, lastPaid: null });
  // Then a write that does settle it: its one refetch is the only one after the first.
  view.cardholder.update({ available: 1500 });
  otherTabWrote(paidThere);
  expect(await screen.findByText('$ 1,500.00')).toBeInTheDocument();
  expect(accountCalls()).toBe(2);
});

test("a payment run in another tab ends there unpaid before payments/ lists it here: this tab asks again and says the provider's word, 'Cancelado', with 'Volver a pagar'", async () => {
  const created = { ...tracked, id: '7001' };
  const view = renderSignedIn(server(), {
    route: '/payment',
    payments: [{ id: '7001', amount: 500, created_at: STARTED, status_name: 'Pendiente' }],
    preloadedState: {
      payment: { amount: created.amount, tracked: created, lastPaid: null, notice: null },
    },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tenés un pago en proceso' }),
  ).toBeInTheDocument();

  // The gateway's 'Cancelar': the provider lists it cancelled, and the other tab's flow ends.
  server().db.payments.update('7001', { status_name: 'Cancelado' });
  otherTabWrote({ amount: created.amount, tracked: null, lastPaid: null });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No se realizó el pago' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Volver a pagar' })).toBeInTheDocument();
  expect(screen.getByText('Cancelado', { exact: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reintentar pago' })).not.toBeInTheDocument();
  expect(view.store.getState().payment.tracked).toBeNull();
});

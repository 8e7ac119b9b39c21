import { sessionEnded } from '../../../src/services/events';
import type { PaymentEntry } from '../../../src/services/provider';
import {
  followUpDeadline,
  followUpDelay,
  isFollowed,
  repeatsLastPayment,
  wasCreated,
} from '../../../src/features/payment/follow-up/followUp';
import { findPayment } from '../../../src/services/paymentStatus';
import {
  paymentCreated,
  paymentFlowEnded,
  paymentSettled,
  paymentSlice,
  paymentStarted,
  paymentSyncedFromOtherTab,
  type PaymentState,
} from '../../../src/features/payment/paymentSlice';
import { restorePayment } from '../../../src/features/payment/storedPayment';
import { asCents } from '../../support/cents';
import {
  applyPaymentOutcome,
  settleDuePayments,
  type DemoData,
} from '../../../mocks/payment-outcome';
import type { CardholderRecord, PaymentRecord } from '../../../mocks/records';

const reduce = paymentSlice.reducer;
const STARTED = '2026-11-23T12:00:00.000Z';
const AMOUNT = asCents(8435075);
const started = { amount: AMOUNT, startedAt: STARTED, startedBy: 'tab-a' };
const MINUTE = 60_000;
const GATEWAY = 'https://pasarela.test';

function entry(fields: Partial<PaymentEntry>): PaymentEntry {
  return {
    amount: AMOUNT,
    createdAt: STARTED,
    statusName: 'Pendiente',
    method: 'LINK_PEI',
    ...fields,
  };
}

describe('how often, and how long, a payment is followed', () => {
  test('every 5 s in the first minute, then 10 s, then 30 s; nothing after 10 minutes', () => {
    expect(followUpDelay(0)).toBe(5_000);
    expect(followUpDelay(MINUTE - 1)).toBe(5_000);
    expect(followUpDelay(MINUTE)).toBe(10_000);
    expect(followUpDelay(3 * MINUTE)).toBe(30_000);
    expect(followUpDelay(10 * MINUTE)).toBeNull();
  });

  test('the page running the popup does not ask; another page load does once the provider created it, and anyone after the end', () => {
    const created = { ...started, gateway: GATEWAY };
    expect(isFollowed(created, 'tab-a')).toBe(false);
    expect(isFollowed(created, 'tab-b')).toBe(true);
    expect(isFollowed({ ...started, id: '7' }, 'tab-b')).toBe(true);
    expect(isFollowed({ ...started, endedAt: STARTED }, 'tab-a')).toBe(true);
  });

  test('a payment the provider has not created yet is not asked about: the newest row of its amount is an earlier attempt', () => {
    expect(isFollowed(started, 'tab-b')).toBe(false);
    expect(wasCreated(started)).toBe(false);
    expect(wasCreated({ ...started, gateway: GATEWAY })).toBe(true);
  });

  test('it stops 10 minutes after its flow ended, or 30 after it started', () => {
    const start = Date.parse(STARTED);
    expect(followUpDeadline(started)).toBe(start + 30 * MINUTE);
    const ended = new Date(start + 2 * MINUTE).toISOString();
    expect(followUpDeadline({ ...started, endedAt: ended })).toBe(start + 12 * MINUTE);
  });
});

describe('which row of payments/ is the followed payment', () => {
  test('by the id the provider gave, even among rows of the same amount', () => {
    const rows = [entry({ id: '7' }), entry({ id: '8', statusName: 'Acreditado' })];
    expect(findPayment(rows, { ...started, id: '8' })?.statusName).toBe('Acreditado');
    expect(findPayment(rows, { ...started, id: '9' })).toBeNull();
  });

  test('without an id: the newest row of the same cents made since it started (2 minutes of clock skew)', () => {
    const rows = [
      entry({ amount: AMOUNT, createdAt: '2026-11-23T11:58:30.000Z', statusName: 'A' }),
      entry({ amount: AMOUNT, createdAt: '2026-11-23T12:00:05.000Z', statusName: 'B' }),
      entry({ amount: asCents(100000), createdAt: '2026-11-23T12:01:00.000Z', statusName: 'C' }),
      entry({ amount: AMOUNT, createdAt: '2026-11-23T11:50:00.000Z', statusName: 'D' }),
    ];
    expect(findPayment(rows, started)?.statusName).toBe('B');
    expect(findPayment(rows.slice(2), started)).toBeNull();
    expect(findPayment([rows[0] as PaymentEntry], started)?.statusName).toBe('A');
  });
});

test('an old ?amount= repeats the last payment only for the same cents within a day', () => {
  const at = Date.parse(STARTED);
  const lastPaid = { amount: AMOUNT, startedAt: STARTED, at: STARTED };
  expect(repeatsLastPayment(AMOUNT, lastPaid, at + MINUTE)).toBe(true);
  expect(repeatsLastPayment(asCents(8435070), lastPaid, at + MINUTE)).toBe(false);
  expect(repeatsLastPayment(null, lastPaid, at + MINUTE)).toBe(false);
  expect(repeatsLastPayment(AMOUNT, null, at + MINUTE)).toBe(false);
  expect(repeatsLastPayment(AMOUNT, lastPaid, at + 25 * 60 * MINUTE)).toBe(false);
});

describe('the payment slice', () => {
  const afterStart = reduce(undefined, paymentStarted(started));

  test('a started payment is remembered with its amount, and its id when the provider gives one', () => {
    expect(afterStart.amount).toBe(8435075);
    const created = reduce(
      afterStart,
      paymentCreated({ startedAt: STARTED, id: '12', gateway: GATEWAY }),
    );
    expect(created.tracked?.id).toBe('12');
    // Another payment's answer names nothing here.
    expect(
      reduce(afterStart, paymentCreated({ startedAt: 'x', id: '13', gateway: GATEWAY })).tracked
        ?.id,
    ).toBe(undefined);
  });

  test('a flow that did not pay forgets it; one that paid follows it and remembers it as paid', () => {
    const at = '2026-11-23T12:01:00.000Z';
    expect(
      reduce(afterStart, paymentFlowEnded({ startedAt: STARTED, result: 'notPaid', at })).tracked,
    ).toBeNull();
    const paid = reduce(afterStart, paymentFlowEnded({ startedAt: STARTED, result: 'paid', at }));
    expect(paid.tracked?.endedAt).toBe(at);
    expect(paid.lastPaid).toEqual({ amount: AMOUNT, startedAt: STARTED, at });
    const unknown = reduce(
      afterStart,
      paymentFlowEnded({ startedAt: STARTED, result: 'unknown', at }),
    );
    expect(unknown.tracked?.endedAt).toBe(at);
    expect(unknown.lastPaid).toBeNull();
    // The end of another payment's flow changes nothing.
    expect(
      reduce(afterStart, paymentFlowEnded({ startedAt: 'other', result: 'notPaid', at })),
    ).toEqual(afterStart);
  });

  test('settled: credited stays as the last paid, rejected clears it; a notice is kept either way', () => {
    const at = '2026-11-23T12:02:00.000Z';
    const paid = reduce(
      afterStart,
      paymentFlowEnded({ startedAt: STARTED, result: 'paid', at: STARTED }),
    );
    const settle = (settlement: 'credited' | 'rejected', statusName: string) =>
      reduce(
        paid,
        paymentSettled({
          startedAt: STARTED,
          settlement,
          credited: settlement === 'credited',
          statusName,
          at,
        }),
      );
    const credited = settle('credited', 'Acreditado');
    expect(credited.tracked).toBeNull();
    expect(credited.lastPaid?.at).toBe(at);
    expect(credited.notice).toMatchObject({ amount: AMOUNT, settlement: 'credited' });
    const rejected = settle('rejected', 'Rechazado');
    expect(rejected.tracked).toBeNull();
    expect(rejected.lastPaid).toBeNull();
    expect(rejected.notice?.statusName).toBe('Rechazado');
  });

  test("another tab's state is taken, this tab's notice kept, and an equal one changes nothing", () => {
    const withNotice: PaymentState = {
      ...afterStart,
      notice: {
        amount: asCents(100),
        startedAt: STARTED,
        settlement: 'credited',
        statusName: 'Acreditado',
      },
    };
    const synced = reduce(withNotice, paymentSyncedFromOtherTab({ ...afterStart, tracked: null }));
    expect(synced.tracked).toBeNull();
    expect(synced.notice).toEqual(withNotice.notice);
    expect(reduce(afterStart, paymentSyncedFromOtherTab({ ...afterStart }))).toBe(afterStart);
  });

  test('the session ending forgets everything', () => {
    expect(reduce(afterStart, sessionEnded({ reason: 'logout' }))).toEqual(restorePayment({}));
  });

  test('storage is read part by part: malformed parts are dropped, a notice never comes back', () => {
    expect(
      restorePayment({
        amount: 8435075,
        tracked: { amount: 1.5, startedAt: STARTED, startedBy: 'a' },
        lastPaid: { amount: 1000, startedAt: 'yesterday', at: STARTED },
        notice: { amount: 100 },
      }),
    ).toEqual({ amount: 8435075, tracked: null, lastPaid: null, notice: null });
    expect(restorePayment({ tracked: { ...started, id: '5', endedAt: STARTED } }).tracked).toEqual({
      ...started,
      id: '5',
      endedAt: STARTED,
    });
  });
});

describe("the demo's later settlement ('Acreditar en 20 s')", () => {
  const cardholder = { id: '1', balance: 84350.75, available: 350000, minimum_payment: 5000 };
  const payment = {
    id: '9',
    cardholderId: '1',
    amount: 84350.75,
    created_at: STARTED,
    status_name: 'Pendiente',
    payment_method: 'LINK_PEI',
    gateway_secret: 's3cret',
  } as PaymentRecord;
  const data: DemoData = {
    cardholders: [cardholder as CardholderRecord],
    payments: [payment],
  };
  const now = new Date(STARTED);

  test('the notification leaves it pending and says when it settles; without the secret, nothing', () => {
    const notice = {
      paymentId: '9',
      secret: 's3cret',
      outcome: 'Acreditado' as const,
      afterSeconds: 20,
    };
    const scheduled = applyPaymentOutcome(data, notice, now);
    expect(scheduled.payments?.[0]).toMatchObject({
      status_name: 'Pendiente',
      settles_as: 'Acreditado',
      settles_at: '2026-11-23T12:00:20.000Z',
    });
    expect(applyPaymentOutcome(data, { ...notice, secret: 'guess' }, now)).toBe(data);

    expect(settleDuePayments(scheduled, new Date(now.getTime() + 19_000))).toBe(scheduled);
    const settled = settleDuePayments(scheduled, new Date(now.getTime() + 20_000));
    expect(settled.payments?.[0]?.status_name).toBe('Acreditado');
    expect(settled.cardholders?.[0]).toMatchObject({ balance: 0, available: 434350.75 });
  });

  test('a later rejection changes no figure', () => {
    const notice = {
      paymentId: '9',
      secret: 's3cret',
      outcome: 'Rechazado' as const,
      afterSeconds: 20,
    };
    const settled = settleDuePayments(
      applyPaymentOutcome(data, notice, now),
      new Date(now.getTime() + 60_000),
    );
    expect(settled.payments?.[0]?.status_name).toBe('Rechazado');
    expect(settled.cardholders?.[0]).toMatchObject({ balance: 84350.75, available: 350000 });
  });
});

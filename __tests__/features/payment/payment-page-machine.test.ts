import { paymentPage } from '../../../src/features/payment/page/paymentPageMachine';
import {
  visitState,
  type PaymentPageEvent,
  type PaymentPageState,
} from '../../../src/features/payment/page/paymentPageState';
import type { PaidPayment, TrackedPayment } from '../../../src/features/payment/paymentSlice';
import { initialProgress } from '../../../src/features/payment/popup/monitors';
import { paymentCopy } from '../../../src/features/payment/copy';
import { asCents } from '../../support/cents';

/**
 * The payment page machine's transition table: every event in every state. A row names the
 * events that change the state and what they lead to; every other event must leave the state
 * exactly as it was (the same object, so that React renders nothing new).
 */
const AMOUNT = asCents(8435075);
const S1 = '2026-11-24T16:50:00.000Z';
const S2 = '2026-11-24T16:55:00.000Z';
const GATEWAY = 'https://pasarela.test';
const payment = { amount: AMOUNT, startedAt: S1, id: '7', gateway: GATEWAY };
const ours: TrackedPayment = { ...payment, startedBy: 'another-page-load' };
const another: TrackedPayment = { ...ours, startedAt: S2, id: '8' };
const oursPaid: PaidPayment = { amount: AMOUNT, startedAt: S1, id: '7', at: S1 };

const intent = (name: string): PaymentPageEvent => ({ type: 'intentReceived', intent: name });
const stored = (tracked: TrackedPayment | null, lastPaid: PaidPayment | null = null) =>
  ({ type: 'storedChanged', tracked, lastPaid }) as const;

const EVENTS: Record<string, PaymentPageEvent> = {
  continued: { type: 'continued', payment: { amount: AMOUNT, startedAt: S2 } },
  popupBlocked: { type: 'popupBlocked' },
  paymentCreated: { type: 'paymentCreated', method: undefined, id: '7', gateway: GATEWAY },
  creationFailed: { type: 'creationFailed', refusal: null },
  CARGANDO_FORMULARIO: intent('CARGANDO_FORMULARIO'),
  FORMULARIO_CARGADO: intent('FORMULARIO_CARGADO'),
  PAGO_REALIZADO: intent('PAGO_REALIZADO'),
  ERROR_EN_PAGO: intent('ERROR_EN_PAGO'),
  PAGO_CANCELADO: intent('PAGO_CANCELADO'),
  CONTINUAR: intent('CONTINUAR'),
  VENTANA_CERRADA: intent('VENTANA_CERRADA'),
  unknownIntent: intent('OTRA_COSA'),
  popupOpen: { type: 'popupChecked', popupClosed: false },
  popupClosed: { type: 'popupChecked', popupClosed: true },
  popupAdopted: { type: 'popupAdopted' },
  storedStillOurs: stored(ours),
  storedOursPaid: stored(null, oursPaid),
  storedOursPaidFollowed: stored({ ...ours, endedAt: S1 }, oursPaid),
  storedCleared: stored(null),
  storedAnother: stored(another),
  listedPending: { type: 'paymentListed', statusName: 'Pendiente' },
  listedCredited: { type: 'paymentListed', statusName: 'Acreditado' },
  listedNothing: { type: 'paymentListed', statusName: null },
  dialogClosed: { type: 'dialogClosed' },
  retried: { type: 'retried' },
  payAnotherConfirmed: { type: 'payAnotherConfirmed' },
};

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(paymentCopy.status).map(([key, text]) => [text, key]),
);

const nameOf = (startedAt: string) =>
  startedAt === S1 ? 'S1' : startedAt === S2 ? 'S2' : startedAt;

/** A state in one line: what the table compares. */
function summary(state: PaymentPageState): string {
  switch (state.step) {
    case 'amount':
      return [
        `amount ${state.prefill ?? '-'}`,
        state.popupBlocked && 'blocked',
        state.focusField && 'focus',
        state.besides && `besides ${nameOf(state.besides)}`,
        state.lastRejected && 'rejected',
      ]
        .filter(Boolean)
        .join(' ');
    case 'opening':
      return `opening ${nameOf(state.payment.startedAt)}`;
    case 'paying':
      return `paying ${state.method} ${state.progress.heard} [${MESSAGE_KEYS.get(state.progress.message)}]`;
    case 'following': {
      const heard = state.progress
        ? ` heard ${state.progress.heard} [${MESSAGE_KEYS.get(state.progress.message)}]`
        : '';
      return `following${heard} listed ${String(state.listed)}`;
    }
    case 'ended': {
      const message = state.message === null ? '-' : MESSAGE_KEYS.get(state.message);
      return `ended ${state.ending}${state.received ? ' received' : ''} [${message}] dialog ${state.dialog ?? '-'} tell ${state.flowResult ?? '-'} listed ${String(state.listed)}`;
    }
    default:
      return state satisfies never;
  }
}

const amount: PaymentPageState = visitState({
  prefill: AMOUNT,
  tracked: null,
  lastPaid: null,
  now: Date.parse(S1),
});
const opening = paymentPage(amount, EVENTS.continued as PaymentPageEvent);
const payingLink = paymentPage(opening, EVENTS.paymentCreated as PaymentPageEvent);
const payingLinkPaid = paymentPage(payingLink, EVENTS.PAGO_REALIZADO as PaymentPageEvent);
const payingBind = paymentPage(opening, {
  type: 'paymentCreated',
  method: 'BIND_SIMPLE',
  gateway: GATEWAY,
});
const payingBindPaid = paymentPage(payingBind, EVENTS.PAGO_REALIZADO as PaymentPageEvent);
const payingBindRejected = paymentPage(payingBind, EVENTS.ERROR_EN_PAGO as PaymentPageEvent);
const following = visitState({ prefill: null, tracked: ours, lastPaid: null, now: Date.parse(S1) });
const followingHeard = paymentPage(following, EVENTS.popupAdopted as PaymentPageEvent);
const followingHeardPaid = paymentPage(followingHeard, EVENTS.PAGO_REALIZADO as PaymentPageEvent);
const besides = paymentPage(following, EVENTS.payAnotherConfirmed as PaymentPageEvent);
const endedOwn = (state: PaymentPageState, name: string) =>
  paymentPage(state, EVENTS[name] as PaymentPageEvent);

/** What every end of a flow started at S2 (this page's own) does with the events that change it. */
const ENDED_OWN = {
  retried: `amount ${AMOUNT} focus`,
  // 'Pagar otro monto' on the payment shown: an empty form beside it.
  payAnotherConfirmed: 'amount - focus besides S2',
  // Another payment, started since in another tab, is shown: one at a time.
  storedStillOurs: 'following listed undefined',
  storedOursPaidFollowed: 'ended paidElsewhere received [-] dialog - tell - listed undefined',
};
/** The same for the end of a flow another page load ran (started at S1). */
const ENDED_ELSEWHERE = {
  retried: `amount ${AMOUNT} focus`,
  payAnotherConfirmed: 'amount - focus besides S1',
  storedAnother: 'following listed undefined',
};
const FOLLOWING_STORED = {
  storedOursPaid: 'ended paidElsewhere received [-] dialog - tell - listed undefined',
  storedOursPaidFollowed: 'ended paidElsewhere received [-] dialog - tell - listed undefined',
  storedCleared: 'ended notPaidElsewhere [-] dialog - tell - listed undefined',
  storedAnother: 'ended notPaidElsewhere [-] dialog - tell - listed undefined',
  retried: `amount ${AMOUNT} focus`,
  payAnotherConfirmed: 'amount - focus besides S1',
};

const TABLE: [string, PaymentPageState, string, Record<string, string>][] = [
  [
    'the amount form',
    amount,
    `amount ${AMOUNT}`,
    {
      continued: 'opening S2',
      popupBlocked: `amount ${AMOUNT} blocked`,
      storedStillOurs: 'following listed undefined',
      // Paid already in the other tab: said so, not followed as if still running.
      storedOursPaidFollowed: 'ended paidElsewhere received [-] dialog - tell - listed undefined',
      storedAnother: 'following listed undefined',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'the form beside a payment in progress',
    besides,
    'amount - focus besides S1',
    {
      continued: 'opening S2',
      popupBlocked: 'amount - blocked focus besides S1',
      // The payment it was paid beside is no news; another one is.
      storedAnother: 'following listed undefined',
      retried: 'amount - focus',
    },
  ],
  [
    'opening',
    opening,
    'opening S2',
    {
      paymentCreated: 'paying LINK_PEI nothing [starting]',
      creationFailed: 'ended notCreated [-] dialog notCreated tell notPaid listed undefined',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'paying with LINK',
    payingLink,
    'paying LINK_PEI nothing [starting]',
    {
      CARGANDO_FORMULARIO: 'paying LINK_PEI nothing [loadingForm]',
      FORMULARIO_CARGADO: 'paying LINK_PEI nothing [formLoaded]',
      PAGO_REALIZADO: 'paying LINK_PEI paid [paid]',
      ERROR_EN_PAGO: 'paying LINK_PEI refused [paymentError]',
      PAGO_CANCELADO: 'ended cancelled [cancelled] dialog - tell notPaid listed undefined',
      CONTINUAR: 'ended refused [starting] dialog error tell notPaid listed undefined',
      VENTANA_CERRADA: 'ended closed [closed] dialog closed tell notPaid listed undefined',
      popupClosed: 'ended closed [closed] dialog closed tell notPaid listed undefined',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'paying with LINK, the form said paid',
    payingLinkPaid,
    'paying LINK_PEI paid [paid]',
    {
      // Paid, as the form said: nothing it says after undoes it (see monitors.ts).
      PAGO_CANCELADO: 'ended paid received [paid] dialog success tell paid listed undefined',
      CONTINUAR: 'ended paid received [paid] dialog success tell paid listed undefined',
      VENTANA_CERRADA: 'ended paid received [paid] dialog success tell paid listed undefined',
      popupClosed: 'ended paid received [paid] dialog success tell paid listed undefined',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'paying with BIND',
    payingBind,
    'paying BIND_SIMPLE nothing [starting]',
    {
      popupOpen: 'paying BIND_SIMPLE nothing [formLoaded]',
      // Assumed paid (spec section 4), but not known: followed, never called received.
      popupClosed: 'ended bindDone [bindDone] dialog bindDone tell unknown listed undefined',
      // The app's own success page, where BIND sends a payment made, said so.
      PAGO_REALIZADO: 'paying BIND_SIMPLE paid [paid]',
      // Its error page, where BIND sends a rejection, said so.
      ERROR_EN_PAGO: 'paying BIND_SIMPLE refused [paymentError]',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'paying with BIND, its error page said rejected',
    payingBindRejected,
    'paying BIND_SIMPLE refused [paymentError]',
    {
      // Rejected: never assumed paid once the popup closes.
      popupClosed: 'ended refused [paymentError] dialog error tell notPaid listed undefined',
      // Its success page after all (paid on a second try in the form).
      PAGO_REALIZADO: 'paying BIND_SIMPLE paid [paid]',
      // 'Volver a pagar': the form says the last attempt was rejected.
      retried: `amount ${AMOUNT} focus rejected`,
    },
  ],
  [
    'paying with BIND, its success page said paid',
    payingBindPaid,
    'paying BIND_SIMPLE paid [paid]',
    {
      popupClosed: 'ended bindDone received [bindDone] dialog bindDone tell paid listed undefined',
      retried: `amount ${AMOUNT} focus`,
    },
  ],
  [
    'following a payment another page load runs',
    following,
    'following listed undefined',
    {
      ...FOLLOWING_STORED,
      popupAdopted: 'following heard nothing [starting] listed undefined',
      listedPending: 'following listed Pendiente',
      listedCredited: 'following listed Acreditado',
      listedNothing: 'following listed null',
    },
  ],
  [
    'following, hearing its popup (a reload)',
    followingHeard,
    'following heard nothing [starting] listed undefined',
    {
      ...FOLLOWING_STORED,
      CARGANDO_FORMULARIO: 'following heard nothing [loadingForm] listed undefined',
      FORMULARIO_CARGADO: 'following heard nothing [formLoaded] listed undefined',
      PAGO_REALIZADO: 'following heard paid [paid] listed undefined',
      ERROR_EN_PAGO: 'following heard refused [paymentError] listed undefined',
      PAGO_CANCELADO: 'ended cancelled [cancelled] dialog - tell notPaid listed undefined',
      CONTINUAR: 'ended refused [starting] dialog - tell notPaid listed undefined',
      VENTANA_CERRADA: 'ended closed [closed] dialog - tell notPaid listed undefined',
      popupClosed: 'ended closed [closed] dialog - tell notPaid listed undefined',
      listedPending: 'following heard nothing [starting] listed Pendiente',
      listedCredited: 'following heard nothing [starting] listed Acreditado',
      listedNothing: 'following heard nothing [starting] listed null',
    },
  ],
  [
    'following, its popup said paid',
    followingHeardPaid,
    'following heard paid [paid] listed undefined',
    {
      ...FOLLOWING_STORED,
      // Another page load's flow paid it: 'Ya pagaste este monto', no dialog of this page's.
      PAGO_CANCELADO: 'ended paidElsewhere received [paid] dialog - tell paid listed undefined',
      CONTINUAR: 'ended paidElsewhere received [paid] dialog - tell paid listed undefined',
      VENTANA_CERRADA: 'ended paidElsewhere received [paid] dialog - tell paid listed undefined',
      popupClosed: 'ended paidElsewhere received [paid] dialog - tell paid listed undefined',
      listedPending: 'following heard paid [paid] listed Pendiente',
      listedCredited: 'following heard paid [paid] listed Acreditado',
      listedNothing: 'following heard paid [paid] listed null',
    },
  ],
  [
    'ended: paid',
    endedOwn(payingLinkPaid, 'CONTINUAR'),
    'ended paid received [paid] dialog success tell paid listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended paid received [paid] dialog - tell paid listed undefined',
      listedPending: 'ended paid received [paid] dialog success tell paid listed Pendiente',
      listedCredited: 'ended paid received [paid] dialog success tell paid listed Acreditado',
      listedNothing: 'ended paid received [paid] dialog success tell paid listed null',
    },
  ],
  [
    'ended: paid with BIND',
    endedOwn(payingBind, 'popupClosed'),
    'ended bindDone [bindDone] dialog bindDone tell unknown listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended bindDone [bindDone] dialog - tell unknown listed undefined',
      listedPending: 'ended bindDone [bindDone] dialog bindDone tell unknown listed Pendiente',
      listedCredited: 'ended bindDone [bindDone] dialog bindDone tell unknown listed Acreditado',
      listedNothing: 'ended bindDone [bindDone] dialog bindDone tell unknown listed null',
    },
  ],
  [
    'ended: paid with BIND, its success page seen',
    endedOwn(payingBindPaid, 'popupClosed'),
    'ended bindDone received [bindDone] dialog bindDone tell paid listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended bindDone received [bindDone] dialog - tell paid listed undefined',
      listedPending:
        'ended bindDone received [bindDone] dialog bindDone tell paid listed Pendiente',
      listedCredited:
        'ended bindDone received [bindDone] dialog bindDone tell paid listed Acreditado',
      listedNothing: 'ended bindDone received [bindDone] dialog bindDone tell paid listed null',
    },
  ],
  [
    'ended: refused',
    endedOwn(payingLink, 'CONTINUAR'),
    'ended refused [starting] dialog error tell notPaid listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended refused [starting] dialog - tell notPaid listed undefined',
      listedPending: 'ended refused [starting] dialog error tell notPaid listed Pendiente',
      listedCredited: 'ended refused [starting] dialog error tell notPaid listed Acreditado',
      listedNothing: 'ended refused [starting] dialog error tell notPaid listed null',
      // 'Reintentar pago': the form says the last attempt was rejected.
      retried: `amount ${AMOUNT} focus rejected`,
    },
  ],
  [
    'ended: closed',
    endedOwn(payingLink, 'popupClosed'),
    'ended closed [closed] dialog closed tell notPaid listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended closed [closed] dialog - tell notPaid listed undefined',
      listedPending: 'ended closed [closed] dialog closed tell notPaid listed Pendiente',
      listedCredited: 'ended closed [closed] dialog closed tell notPaid listed Acreditado',
      listedNothing: 'ended closed [closed] dialog closed tell notPaid listed null',
    },
  ],
  [
    'ended: cancelled',
    endedOwn(payingLink, 'PAGO_CANCELADO'),
    'ended cancelled [cancelled] dialog - tell notPaid listed undefined',
    {
      ...ENDED_OWN,
      listedPending: 'ended cancelled [cancelled] dialog - tell notPaid listed Pendiente',
      listedCredited: 'ended cancelled [cancelled] dialog - tell notPaid listed Acreditado',
      listedNothing: 'ended cancelled [cancelled] dialog - tell notPaid listed null',
    },
  ],
  [
    'ended: not created',
    endedOwn(opening, 'creationFailed'),
    'ended notCreated [-] dialog notCreated tell notPaid listed undefined',
    {
      ...ENDED_OWN,
      dialogClosed: 'ended notCreated [-] dialog - tell notPaid listed undefined',
      listedPending: 'ended notCreated [-] dialog notCreated tell notPaid listed Pendiente',
      listedCredited: 'ended notCreated [-] dialog notCreated tell notPaid listed Acreditado',
      listedNothing: 'ended notCreated [-] dialog notCreated tell notPaid listed null',
    },
  ],
  [
    'ended: paid elsewhere',
    endedOwn(following, 'storedOursPaid'),
    'ended paidElsewhere received [-] dialog - tell - listed undefined',
    {
      ...ENDED_ELSEWHERE,
      listedPending: 'ended paidElsewhere received [-] dialog - tell - listed Pendiente',
      listedCredited: 'ended paidElsewhere received [-] dialog - tell - listed Acreditado',
      listedNothing: 'ended paidElsewhere received [-] dialog - tell - listed null',
    },
  ],
  [
    'ended: not paid elsewhere',
    endedOwn(following, 'storedCleared'),
    'ended notPaidElsewhere [-] dialog - tell - listed undefined',
    {
      ...ENDED_ELSEWHERE,
      listedPending: 'ended notPaidElsewhere [-] dialog - tell - listed Pendiente',
      listedCredited: 'ended notPaidElsewhere [-] dialog - tell - listed Acreditado',
      listedNothing: 'ended notPaidElsewhere [-] dialog - tell - listed null',
    },
  ],
];

describe.each(TABLE)('%s', (_, state, expected, changes) => {
  test('is the state the table says', () => {
    expect(summary(state)).toBe(expected);
  });

  test.each(Object.keys(EVENTS))('%s', (name) => {
    const next = paymentPage(state, EVENTS[name] as PaymentPageEvent);
    const change = changes[name];
    // No change in the table: the very same state (nothing drawn again).
    expect(change === undefined ? next === state : summary(next)).toBe(change ?? true);
  });
});

describe('where a visit starts', () => {
  const now = Date.parse(S1) + 60_000;
  test.each([
    [
      'nothing stored: the form with the amount of the URL',
      { prefill: AMOUNT },
      `amount ${AMOUNT}`,
    ],
    ['a payment in progress: it is followed', { tracked: ours }, 'following listed undefined'],
    [
      'a payment in progress already paid: Ya pagaste este monto',
      { tracked: { ...ours, endedAt: S1 }, lastPaid: oursPaid },
      'ended paidElsewhere received [-] dialog - tell - listed undefined',
    ],
    [
      'an old ?amount= repeating the last payment',
      { prefill: AMOUNT, lastPaid: oursPaid },
      'ended paidElsewhere received [-] dialog - tell - listed undefined',
    ],
    [
      'another amount than the last payment: the form',
      { prefill: asCents(100), lastPaid: oursPaid },
      'amount 100',
    ],
  ])('%s', (_, visit, expected) => {
    const state = visitState({ prefill: null, tracked: null, lastPaid: null, now, ...visit });
    expect(summary(state)).toBe(expected);
  });

  test('the payment followed keeps what the provider said of it (id, gateway)', () => {
    expect(following).toMatchObject({ payment, progress: null });
    expect(initialProgress.heard).toBe('nothing');
  });
});

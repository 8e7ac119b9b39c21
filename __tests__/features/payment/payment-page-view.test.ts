import fc from 'fast-check';
import { paymentPage } from '../../../src/features/payment/page/paymentPageMachine';
import {
  visitState,
  type PaymentPageEvent,
  type PaymentPageState,
} from '../../../src/features/payment/page/paymentPageState';
import {
  selectPaymentView,
  type PaymentView,
} from '../../../src/features/payment/page/paymentPageView';
import type { TrackedPayment } from '../../../src/features/payment/paymentSlice';
import { statusLabel } from '../../../src/services/paymentStatus';
import { asCents } from '../../support/cents';

/** What the payment page shows in each state: the selectors, as the cardholder reads them. */
const AMOUNT = asCents(8435075);
const S1 = '2026-11-24T16:50:00.000Z';
const ours: TrackedPayment = { amount: AMOUNT, startedAt: S1, startedBy: 'another-page-load' };
const listing = { failed: false };
const intent = (name: string): PaymentPageEvent => ({ type: 'intentReceived', intent: name });

function play(events: PaymentPageEvent[], visit = {}): PaymentPageState {
  const start = visitState({ prefill: AMOUNT, tracked: null, lastPaid: null, now: 0, ...visit });
  return events.reduce(paymentPage, start);
}

const BIND = [
  { type: 'continued', payment: { amount: AMOUNT, startedAt: S1 } },
  { type: 'paymentCreated', method: 'BIND_SIMPLE', gateway: 'https://pasarela.test' },
] as const satisfies PaymentPageEvent[];
const RECEIVED = 'Recibimos tu pago. Te avisamos acá cuando se acredite.';
const UNCONFIRMED =
  'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.';

const OWN = [
  { type: 'continued', payment: { amount: AMOUNT, startedAt: S1 } },
  { type: 'paymentCreated', method: 'LINK_PEI', gateway: 'https://pasarela.test' },
] as const satisfies PaymentPageEvent[];

/** The badge's word as the cardholder reads it, and the sentence under it. */
const statusShown = ({ settlement }: PaymentView) =>
  settlement?.statusName ? statusLabel(settlement.statusName, settlement.receivedHere) : null;

const shown = (view: PaymentView) => ({
  heading: view.heading,
  statusLine: view.statusLine,
  status: statusShown(view),
  note: view.settlement?.note ?? null,
  actions: view.actions,
  dialog: view.dialog,
});

test.each([
  [
    'the form',
    play([]),
    {
      heading: '¿Cuánto vas a pagar?',
      statusLine: null,
      status: null,
      note: null,
      actions: [],
      dialog: null,
    },
  ],
  [
    'paying',
    play([...OWN, intent('FORMULARIO_CARGADO')]),
    {
      heading: 'Estás pagando',
      statusLine: 'Formulario de pago cargado, complete los datos por favor',
      status: null,
      note: null,
      actions: ['goToForm'],
      dialog: null,
    },
  ],
  [
    'the form said paid, the popup still open',
    play([...OWN, intent('PAGO_REALIZADO')]),
    {
      heading: 'Pagado',
      statusLine: '¡Pago exitoso!',
      status: null,
      note: null,
      actions: ['goToForm', 'backHome'],
      dialog: null,
    },
  ],
  [
    'paid: the spec texts, and the status pending until payments/ says',
    play([...OWN, intent('PAGO_REALIZADO'), intent('CONTINUAR')]),
    {
      heading: 'Pagado',
      statusLine: '¡Pago exitoso!',
      status: 'Pendiente',
      note: RECEIVED,
      // A receipt proves a payment made: not before payments/ lists it credited.
      actions: ['backHome'],
      dialog: 'success',
    },
  ],
  [
    // Assumed paid (spec section 4), its dialog once payments/ had its say.
    'BIND: the popup closed, its success page never seen, payments/ not answered yet',
    play([...BIND, { type: 'popupChecked', popupClosed: true }]),
    {
      heading: 'Pagado',
      statusLine: 'Pago realizado',
      status: 'En proceso',
      note: UNCONFIRMED,
      actions: ['backHome'],
      dialog: null,
    },
  ],
  [
    'BIND: the popup closed, its success page never seen, payments/ lists it pending',
    play([
      ...BIND,
      { type: 'popupChecked', popupClosed: true },
      { type: 'paymentListed', statusName: 'Pendiente' },
    ]),
    {
      heading: 'Pagado',
      statusLine: 'Pago realizado',
      status: 'En proceso',
      note: UNCONFIRMED,
      actions: ['backHome'],
      dialog: 'bindDone',
    },
  ],
  [
    "BIND: the popup closed, payments/ lists it cancelled: said so, never 'Pago realizado'",
    play([
      ...BIND,
      { type: 'popupChecked', popupClosed: true },
      { type: 'paymentListed', statusName: 'Cancelado' },
    ]),
    {
      heading: 'No se realizó el pago',
      statusLine: null,
      status: 'Cancelado',
      note: null,
      actions: ['payAgain', 'otherWaysToPay', 'backHome'],
      dialog: null,
    },
  ],
  [
    "BIND: its error page said rejected, then the popup closed: the spec's payment error, never 'Pago realizado'",
    play([...BIND, intent('ERROR_EN_PAGO'), { type: 'popupChecked', popupClosed: true }]),
    {
      heading: 'No se realizó el pago',
      statusLine: 'Hubo un error en el pago',
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: 'error',
    },
  ],
  [
    'BIND: the popup closed after its success page',
    play([...BIND, intent('PAGO_REALIZADO'), { type: 'popupChecked', popupClosed: true }]),
    {
      heading: 'Pagado',
      statusLine: 'Pago realizado',
      status: 'Pendiente',
      note: RECEIVED,
      actions: ['backHome'],
      dialog: 'bindDone',
    },
  ],
  [
    'paid, then credited',
    play([
      ...OWN,
      intent('PAGO_REALIZADO'),
      intent('CONTINUAR'),
      { type: 'dialogClosed' },
      { type: 'paymentListed', statusName: 'Acreditado' },
    ]),
    {
      heading: 'Pagado',
      statusLine: '¡Pago exitoso!',
      status: 'Acreditado',
      note: 'Tu pago fue acreditado.',
      actions: ['backHome', 'receipt'],
      dialog: null,
    },
  ],
  [
    'paid, then rejected by the bank',
    play([
      ...OWN,
      intent('PAGO_REALIZADO'),
      intent('CONTINUAR'),
      { type: 'dialogClosed' },
      { type: 'paymentListed', statusName: 'Rechazado' },
    ]),
    {
      heading: 'Tu pago fue rechazado',
      statusLine: null,
      status: 'Rechazado',
      note: null,
      actions: ['payAgain', 'otherWaysToPay', 'backHome'],
      dialog: null,
    },
  ],
  [
    // The provider's word comes after the gateway's: '¡Pago exitoso!' is no longer true.
    "paid, then rejected by the bank while the success dialog is open: the dialog goes, never '¡Pago exitoso!' over the rejection",
    play([
      ...OWN,
      intent('PAGO_REALIZADO'),
      intent('CONTINUAR'),
      { type: 'paymentListed', statusName: 'Rechazado' },
    ]),
    {
      heading: 'Tu pago fue rechazado',
      statusLine: null,
      status: 'Rechazado',
      note: null,
      actions: ['payAgain', 'otherWaysToPay', 'backHome'],
      dialog: null,
    },
  ],
  [
    'refused in the form',
    play([...OWN, intent('ERROR_EN_PAGO'), intent('CONTINUAR')]),
    {
      heading: 'No se realizó el pago',
      statusLine: 'Hubo un error en el pago',
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: 'error',
    },
  ],
  [
    'cancelled in the form',
    play([...OWN, intent('PAGO_CANCELADO')]),
    {
      heading: 'Cancelaste el pago',
      statusLine: 'Pago cancelado desde formulario',
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: null,
    },
  ],
  [
    'the popup closed',
    play([...OWN, { type: 'popupChecked', popupClosed: true }]),
    {
      heading: 'No se realizó el pago',
      statusLine: 'Formulario de pago cerrado',
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: 'closed',
    },
  ],
  [
    'the payment call failed',
    play([OWN[0], { type: 'creationFailed', refusal: null }]),
    {
      heading: 'No se realizó el pago',
      statusLine: null,
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: 'notCreated',
    },
  ],
  [
    'the provider refused the payment for good',
    play([OWN[0], { type: 'creationFailed', refusal: 'Tu tarjeta está bloqueada.' }]),
    {
      heading: 'No se realizó el pago',
      statusLine: null,
      status: null,
      note: null,
      actions: ['otherWaysToPay', 'backHome'],
      dialog: 'providerRefused',
    },
  ],
  [
    'a payment another page load runs',
    play([{ type: 'paymentListed', statusName: 'Pendiente' }], { tracked: ours }),
    {
      heading: 'Tenés un pago en proceso',
      statusLine: null,
      // A reload while the gateway's form may still be blank: nothing is known yet.
      status: 'En proceso',
      note: UNCONFIRMED,
      actions: ['backHome', 'payAnother'],
      dialog: null,
    },
  ],
  [
    'that payment, paid',
    play([{ type: 'storedChanged', tracked: null, lastPaid: { ...ours, at: S1 } }], {
      tracked: ours,
    }),
    {
      heading: 'Ya pagaste este monto',
      statusLine: null,
      status: null,
      note: 'Consultando el estado...',
      actions: ['backHome', 'payAnother'],
      dialog: null,
    },
  ],
  [
    'that payment, ended without paying',
    play([{ type: 'storedChanged', tracked: null, lastPaid: null }], { tracked: ours }),
    {
      heading: 'No se realizó el pago',
      statusLine: null,
      status: null,
      note: null,
      actions: ['retry', 'backHome', 'otherWaysToPay'],
      dialog: null,
    },
  ],
])('%s', (_, state, expected) => {
  expect(shown(selectPaymentView(state, listing))).toEqual(expected);
});

test("every end that did not pay says what happened and what to do, never 'Estás pagando'", () => {
  const ends = [
    play([...OWN, intent('ERROR_EN_PAGO'), intent('CONTINUAR')]),
    play([...OWN, intent('PAGO_CANCELADO')]),
    play([...OWN, { type: 'popupChecked', popupClosed: true }]),
    play([OWN[0], { type: 'creationFailed', refusal: null }]),
  ];
  for (const state of ends) {
    const view = selectPaymentView(state, listing);
    expect(view.heading).not.toBe('Estás pagando');
    expect(view.explanation).toMatch(/\.$/);
  }
  const failed = selectPaymentView(
    play([OWN[0], { type: 'creationFailed', refusal: null }]),
    listing,
  );
  expect(failed.explanation).not.toMatch(/datos e intentalo|verifica/);
});

const listedAs = (statusName: string): PaymentPageEvent => ({ type: 'paymentListed', statusName });

test.each([
  [
    'paid, listed Pendiente',
    true,
    play([...OWN, intent('PAGO_REALIZADO'), intent('CONTINUAR'), listedAs('Pendiente')]),
  ],
  ['BIND, the popup closed', true, play([...BIND, { type: 'popupChecked', popupClosed: true }])],
  [
    'paid, then rejected',
    true,
    play([...OWN, intent('PAGO_REALIZADO'), intent('CONTINUAR'), listedAs('Rechazado')]),
  ],
  ['in progress in another page load', true, play([], { tracked: ours })],
  [
    'cancelled in the form, listed Cancelado',
    false,
    play([...OWN, intent('PAGO_CANCELADO'), listedAs('Cancelado')]),
  ],
  [
    'refused in the form, listed Rechazado',
    false,
    play([...OWN, intent('ERROR_EN_PAGO'), intent('CONTINUAR'), listedAs('Rechazado')]),
  ],
  [
    'the popup closed before paying',
    false,
    play([...OWN, { type: 'popupChecked', popupClosed: true }]),
  ],
  ['paid in the popup, still open', false, play([...OWN, intent('PAGO_REALIZADO')])],
])('the proof (operation number, date and time) when %s: %s', (_case, proof, state) => {
  expect(selectPaymentView(state, listing).proof).toBe(proof);
});

test('a status payments/ could not give says so instead of loading for ever', () => {
  const state = play([], { tracked: ours });
  expect(selectPaymentView(state, { failed: true }).settlement?.note).toBe(
    'No pudimos consultarlo',
  );
  expect(selectPaymentView(state, listing).settlement?.note).toBe('Consultando el estado...');
});

/**
 * Whatever the popup, the slice, payments/ and other tabs say, in any order: once shown paid, the
 * amount form comes back only after 'Pagar otro monto' is confirmed, or once payments/ says the
 * payment was not credited; Continuar is never offered while a payment's popup is in use.
 */
describe('a payment is never offered twice', () => {
  const world = fc.oneof(
    fc.constantFrom<PaymentPageEvent>(
      { type: 'paymentCreated', method: 'LINK_PEI', gateway: 'https://pasarela.test' },
      { type: 'paymentCreated', method: 'BIND_SIMPLE', gateway: 'https://pasarela.test' },
      { type: 'paymentCreated', method: undefined, gateway: 'https://pasarela.test' },
      { type: 'creationFailed', refusal: null },
      { type: 'popupChecked', popupClosed: true },
      { type: 'popupChecked', popupClosed: false },
      { type: 'popupAdopted' },
      { type: 'dialogClosed' },
      { type: 'paymentListed', statusName: null },
      { type: 'paymentListed', statusName: 'Pendiente' },
      { type: 'paymentListed', statusName: 'Acreditado' },
      { type: 'paymentListed', statusName: 'Rechazado' },
      { type: 'paymentListed', statusName: 'Cancelado' },
    ),
    fc
      .constantFrom(
        'CARGANDO_FORMULARIO',
        'FORMULARIO_CARGADO',
        'PAGO_REALIZADO',
        'ERROR_EN_PAGO',
        'ERROR',
        'PAGO_CANCELADO',
        'VENTANA_CERRADA',
        'CONTINUAR',
        'OTRA_COSA',
      )
      .map(intent),
    fc.constantFrom('tracked', 'paid', 'cleared', 'another').map((what) => ({ stored: what })),
  );
  const press = fc
    .constantFrom('continue', 'retry', 'payAgain', 'payAnother')
    .map((action) => ({ press: action }));

  test('in any order of events and presses', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.oneof(world, press), { maxLength: 40 }),
        (followingFirst, steps) => {
          let state = visitState({
            prefill: AMOUNT,
            tracked: followingFirst ? ours : null,
            lastPaid: null,
            now: 0,
          });
          let shownPaid = false;
          let count = 0;
          for (const step of steps) {
            const before = selectPaymentView(state, listing);
            let event: PaymentPageEvent | null = null;
            if ('press' in step) {
              const offered =
                step.press === 'continue'
                  ? before.form !== null && !before.form.waiting
                  : before.actions.includes(step.press as never);
              if (!offered) continue;
              if (step.press === 'payAnother') shownPaid = false;
              count += 1;
              event =
                step.press === 'continue'
                  ? { type: 'continued', payment: { amount: AMOUNT, startedAt: `p${count}` } }
                  : step.press === 'payAnother'
                    ? { type: 'payAnotherConfirmed' }
                    : { type: 'retried' };
            } else if ('stored' in step) {
              const startedAt = 'payment' in state ? state.payment.startedAt : S1;
              const tracked = { ...ours, startedAt };
              event = {
                type: 'storedChanged',
                tracked:
                  step.stored === 'tracked'
                    ? tracked
                    : step.stored === 'another'
                      ? { ...ours, startedAt: 'other' }
                      : null,
                lastPaid: step.stored === 'paid' ? { ...tracked, at: S1 } : null,
              };
            } else {
              event = step;
            }
            const shownBefore = 'payment' in state ? state.payment.startedAt : null;
            state = paymentPage(state, event);
            // Another tab paid again (after its own question): this page now shows that payment.
            const shownNow = 'payment' in state ? state.payment.startedAt : null;
            if ('stored' in step && shownNow === 'other' && shownBefore !== 'other') {
              shownPaid = false;
            }
            const view = selectPaymentView(state, listing);
            if (view.heading === 'Pagado' || view.heading === 'Ya pagaste este monto')
              shownPaid = true;
            // payments/ says it was not credited after all: paying it again is what is needed.
            if (view.actions.includes('payAgain')) shownPaid = false;
            // A form that takes an amount never shows over a payment said to be paid, nor while
            // a payment opens or is under way.
            const formTakesAmount = view.form !== null && !view.form.waiting;
            const underWay = state.step === 'opening' || state.step === 'paying';
            expect({ formTakesAmount, shownPaid, underWay }).not.toEqual(
              expect.objectContaining({ formTakesAmount: true, shownPaid: true }),
            );
            expect({ formTakesAmount, underWay }).not.toEqual({
              formTakesAmount: true,
              underWay: true,
            });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

test("the form again after a rejection says so: 'Reintentar pago' on this page, or 'Volver a pagar' in BIND's error page (a new visit)", () => {
  const retried = play([...BIND, intent('ERROR_EN_PAGO'), { type: 'retried' }]);
  expect(selectPaymentView(retried, listing).form?.lastRejected).toBe(true);
  const visit = play([], { lastRejected: true });
  expect(selectPaymentView(visit, listing).form?.lastRejected).toBe(true);
  // After a flow that was not rejected (the popup closed), nothing to say.
  const closed = play([...OWN, { type: 'popupChecked', popupClosed: true }, { type: 'retried' }]);
  expect(selectPaymentView(closed, listing).form?.lastRejected).toBe(false);
});

test('a payment believed paid that the provider lists settled but not credited says its status, and that it is not credited now', () => {
  const cancelled = selectPaymentView(
    play([
      ...BIND,
      { type: 'popupChecked', popupClosed: true },
      { type: 'paymentListed', statusName: 'Cancelado' },
    ]),
    listing,
  );
  expect(cancelled.explanation).toBe(
    'Tu pago de $ 84,350.75 figura como Cancelado: no está acreditado en tu tarjeta. Podés volver a pagar o usar otra forma de pago.',
  );
});

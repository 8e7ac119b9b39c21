import type { Cents } from '../../../lib/money';
import type { PaymentMethod } from '../../../services/provider';
import { repeatsLastPayment } from '../follow-up/followUp';
import type { PaidPayment, TrackedPayment } from '../paymentSlice';
import type { FlowEnd, FormProgress, MonitorEvent } from '../popup/monitors';
import type { FlowResult } from '../paymentSlice';

/**
 * The payment page machine's states and events (the reducer is paymentPageMachine.ts), and
 * the state a visit starts in.
 */

/** The payment the page is about: its amount, when it started (its name across tabs), its id. */
export interface PagePayment {
  amount: Cents;
  startedAt: string;
  id?: string;
  /** The origin of its gateway's form, once the provider gave the endpoint. */
  gateway?: string;
}

/**
 * How a payment's flow ended, as far as this page knows: its own popup's ends (FlowEnd), the
 * payment call that failed or that the provider refused, or the end of a flow another page load
 * ran (a reload, a tab).
 */
type Ending = FlowEnd | 'notCreated' | 'providerRefused' | 'paidElsewhere' | 'notPaidElsewhere';

/** The dialog that tells how this page's own flow ended (spec section 8), if any. */
export type DialogKind =
  'success' | 'error' | 'closed' | 'bindDone' | 'notCreated' | 'providerRefused';

export type PaymentPageState =
  /**
   * The amount form. `besides`: a payment in progress the cardholder chose to pay beside;
   * `lastRejected`: the form again after the gateway rejected the last attempt.
   */
  | {
      step: 'amount';
      prefill: Cents | null;
      popupBlocked: boolean;
      focusField: boolean;
      besides: string | null;
      lastRejected: boolean;
    }
  /** Continuar opened the popup; the payment call is on its way. */
  | { step: 'opening'; payment: PagePayment }
  /** The popup shows the gateway's form; its monitor listens. */
  | { step: 'paying'; payment: PagePayment; method: PaymentMethod; progress: FormProgress }
  /** Another page load runs its popup; `progress` once this page hears that popup (a reload). */
  | { step: 'following'; payment: PagePayment; progress: FormProgress | null; listed: Listed }
  | {
      step: 'ended';
      payment: PagePayment;
      ending: Ending;
      /** The status line's last word (the spec's text for the end), or null. */
      message: string | null;
      dialog: DialogKind | null;
      /** What the slice is to learn of this flow's end; null: nothing (it told the page). */
      flowResult: FlowResult | null;
      /** The gateway told this app the payment was made (LINK's PAGO_REALIZADO, BIND's success page). */
      received: boolean;
      listed: Listed;
      /** The provider's own words when it refused the payment ('providerRefused'). */
      refusal?: string;
    };

/** The payment's status name in payments/; null: not listed (yet); undefined: not asked. */
export type Listed = string | null | undefined;

export type PaymentPageEvent =
  | { type: 'continued'; payment: PagePayment }
  | { type: 'popupBlocked' }
  | { type: 'paymentCreated'; method: PaymentMethod | undefined; id?: string; gateway: string }
  /**
   * The payment call failed, or its endpoint was refused; `refusal`: the provider refused it for
   * good (a 4xx with its message for the cardholder), which trying again cannot change.
   */
  | { type: 'creationFailed'; refusal: string | null }
  | MonitorEvent
  /** A reloaded page hears the popup of the payment it follows. */
  | { type: 'popupAdopted' }
  | { type: 'storedChanged'; tracked: TrackedPayment | null; lastPaid: PaidPayment | null }
  | { type: 'paymentListed'; statusName: string | null }
  | { type: 'dialogClosed' }
  /** Reintentar pago, Volver a pagar: the form again, with the payment's amount. */
  | { type: 'retried' }
  /** 'Pagar otro monto', confirmed: an empty form beside the payment shown. */
  | { type: 'payAnotherConfirmed' };

export interface Visit {
  prefill: Cents | null;
  /** 'Volver a pagar' after a rejection brought the cardholder here. */
  lastRejected?: boolean;
  tracked: TrackedPayment | null;
  lastPaid: PaidPayment | null;
  now: number;
}

export const pagePayment = ({ amount, startedAt, id, gateway }: PagePayment): PagePayment => ({
  amount,
  startedAt,
  ...(id && { id }),
  ...(gateway && { gateway }),
});

export const amountStep = (
  prefill: Cents | null,
  focusField = false,
  besides: string | null = null,
  lastRejected = false,
) => ({ step: 'amount', prefill, popupBlocked: false, focusField, besides, lastRejected }) as const;

/** The gateway said this flow's payment was rejected (LINK's form, BIND's /payment/error). */
export const wasRejected = (state: PaymentPageState): boolean =>
  (state.step === 'paying' && state.progress.heard === 'refused') ||
  (state.step === 'ended' && state.ending === 'refused');

const following = (payment: PagePayment): PaymentPageState => ({
  step: 'following',
  payment: pagePayment(payment),
  progress: null,
  listed: undefined,
});

export const paidElsewhere = (
  payment: PagePayment,
  listed: Listed = undefined,
): PaymentPageState => ({
  step: 'ended',
  payment: pagePayment(payment),
  ending: 'paidElsewhere',
  message: null,
  dialog: null,
  flowResult: null,
  received: true,
  listed,
});

/** A payment another page load runs (or ran): paid already, or followed to its end. */
export const runElsewhere = (
  tracked: TrackedPayment,
  lastPaid: PaidPayment | null,
): PaymentPageState =>
  lastPaid?.startedAt === tracked.startedAt ? paidElsewhere(tracked) : following(tracked);

/** A new visit: the payment in progress, else a repeat of the last one paid, else the form. */
export function visitState({
  prefill,
  lastRejected,
  tracked,
  lastPaid,
  now,
}: Visit): PaymentPageState {
  if (tracked) return runElsewhere(tracked, lastPaid);
  if (lastPaid && repeatsLastPayment(prefill, lastPaid, now)) return paidElsewhere(lastPaid);
  return amountStep(prefill, false, null, lastRejected);
}

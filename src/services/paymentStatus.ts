import type { Cents } from '../lib/money';
import type { PaymentEntry } from './provider';

/**
 * What the provider's status name (status.data.name) says of a payment, and what this app may
 * say of it: the one place that knows the names and the rule of what is known
 * (docs/receipts.md, "What is known of a payment").
 */
export type Settlement = 'pending' | 'credited' | 'rejected' | 'cancelled' | 'other';

/**
 * A settlement as this app may tell it: a pending payment is 'received' only when its gateway
 * told this app it was paid; otherwise it is 'unconfirmed' (the form may have been left blank).
 */
export type Standing = Exclude<Settlement, 'pending'> | 'received' | 'unconfirmed';

type StatusTone = 'success' | 'warning' | 'info' | 'danger' | 'secondary' | 'light';

/** A settled payment's notice on /payment and home (the follow-up), once the provider settled it. */
export interface FollowUpWords {
  title: string;
  body: (amount: string, statusName: string) => string;
}

/** A settlement in one row: its provider name, its filter on 'Tus pagos', its follow-up's words. */
interface SettlementRow {
  /** Its name as the provider writes it, lower case; null: any name this app does not know. */
  name: string | null;
  /** Its filter on 'Tus pagos' (`key` in the URL's `?estado=`); null: listed under 'Todos' only. */
  filter: { key: string; label: string } | null;
  /** What the follow-up says once the provider settled it; null while it is pending. */
  followUp: FollowUpWords | null;
}

/**
 * Every settlement's row, in the filters' order: a new settlement does not compile until its row
 * is written, and its standing's below (docs/architecture.md, "Adding a payment status").
 */
export const SETTLEMENTS: {
  [S in Settlement]: SettlementRow & { followUp: S extends 'pending' ? null : FollowUpWords };
} = {
  credited: {
    name: 'acreditado',
    filter: { key: 'acreditados', label: 'Acreditados' },
    followUp: {
      title: 'Pago acreditado',
      body: (amount) => `Tu pago de ${amount} fue acreditado.`,
    },
  },
  pending: {
    name: 'pendiente',
    filter: { key: 'pendientes', label: 'Pendientes' },
    followUp: null,
  },
  rejected: {
    name: 'rechazado',
    filter: { key: 'rechazados', label: 'Rechazados' },
    followUp: {
      title: 'Pago rechazado',
      body: (amount) =>
        `Tu pago de ${amount} fue rechazado y no se acreditó en tu tarjeta. Si tu banco llegó a debitarlo, te lo devuelve. Podés intentarlo de nuevo.`,
    },
  },
  cancelled: {
    name: 'cancelado',
    filter: { key: 'cancelados', label: 'Cancelados' },
    followUp: {
      title: 'Pago cancelado',
      body: (amount) => `Tu pago de ${amount} fue cancelado.`,
    },
  },
  other: {
    name: null,
    filter: null,
    followUp: {
      title: 'Estado de tu pago',
      body: (amount, statusName) => `Tu pago de ${amount} figura como ${statusName}.`,
    },
  },
};

const SETTLEMENT_BY_NAME = new Map(
  (Object.entries(SETTLEMENTS) as [Settlement, SettlementRow][]).flatMap(([settlement, row]) =>
    row.name === null ? [] : [[row.name, settlement] as const],
  ),
);

/** What a pending payment its gateway never confirmed to this app reads, instead of 'Pendiente'. */
const UNCONFIRMED_STATUS = 'En proceso';

/** A standing in one row: what every page says and does for a payment of it. */
export interface StandingRow {
  tone: StatusTone;
  /** What happens next, said on the detail and on /payment; null when nothing is known. */
  nextStep: string | null;
  /** The provider has settled it: no longer asked about. */
  settled: boolean;
  /** On the card: a receipt proves it, and paying the same sum again is not offered. */
  credited: boolean;
  /** Known to have moved no money, or never confirmed: 'Volver a pagar' is offered. */
  payAgain: boolean;
  /** The bank refused it: said as a rejection, not as a payment left undone. */
  refused: boolean;
  /** An attempt that never paid: home folds it under 'Ver intentos cancelados'. */
  folded: boolean;
}

/** Every standing's row: a new standing does not compile until its row is written. */
export const STANDINGS: Record<Standing, StandingRow> = {
  received: {
    tone: 'warning',
    nextStep: 'Recibimos tu pago. Te avisamos acá cuando se acredite.',
    settled: false,
    credited: false,
    payAgain: false,
    refused: false,
    folded: false,
  },
  unconfirmed: {
    tone: 'info',
    nextStep: 'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.',
    settled: false,
    credited: false,
    payAgain: true,
    refused: false,
    folded: false,
  },
  credited: {
    tone: 'success',
    nextStep: 'El pago ya está acreditado en tu tarjeta.',
    settled: true,
    credited: true,
    payAgain: false,
    refused: false,
    folded: false,
  },
  rejected: {
    tone: 'danger',
    nextStep: 'El banco no aprobó este pago: no se debitó nada. Podés volver a pagar.',
    settled: true,
    credited: false,
    payAgain: true,
    refused: true,
    folded: false,
  },
  cancelled: {
    tone: 'secondary',
    nextStep: 'Este pago se canceló antes de completarse: no se debitó nada.',
    settled: true,
    credited: false,
    payAgain: true,
    refused: false,
    folded: true,
  },
  // A status this app does not know: neutral, its name still says what it is.
  other: {
    tone: 'light',
    nextStep: null,
    settled: true,
    credited: false,
    payAgain: false,
    refused: false,
    folded: false,
  },
};

/** A payment listed without a status is taken as still pending. */
export function settlementOf(statusName: string | null): Settlement {
  if (statusName === null) return 'pending';
  return SETTLEMENT_BY_NAME.get(statusName.trim().toLocaleLowerCase('es')) ?? 'other';
}

/** `receivedHere`: the gateway told this app the payment was made (see PaymentConfirmed). */
export function standingOf(statusName: string | null, receivedHere: boolean): Standing {
  const settlement = settlementOf(statusName);
  if (settlement !== 'pending') return settlement;
  return receivedHere ? 'received' : 'unconfirmed';
}

/** The row of a payment's status (`receivedHere`: see standingOf). */
export function standingRow(statusName: string | null, receivedHere = false): StandingRow {
  return STANDINGS[standingOf(statusName, receivedHere)];
}

/** What the provider settled it as; null while it is pending. */
export function settledAs(statusName: string | null): Exclude<Settlement, 'pending'> | null {
  const settlement = settlementOf(statusName);
  return settlement === 'pending' ? null : settlement;
}

/** The status as the cardholder reads it: the provider's name, but never 'Pendiente' unconfirmed. */
export function statusLabel(statusName: string, receivedHere: boolean): string {
  return standingOf(statusName, receivedHere) === 'unconfirmed' ? UNCONFIRMED_STATUS : statusName;
}

/**
 * A payment this app started (and perhaps heard paid): its amount, when Continuar opened the
 * popup, and the provider's id when its answer gave one.
 */
export interface PaymentStarted {
  amount: Cents;
  startedAt: string;
  id?: string;
}

/** The provider's clock may be behind the phone's: a row this much older may still be ours. */
const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * A payment's row in payments/: by its id when the provider gave one; otherwise the newest row
 * of the same amount made since it started. Null when payments/ does not list it yet.
 */
export function findPayment(
  payments: readonly PaymentEntry[],
  payment: PaymentStarted,
): PaymentEntry | null {
  if (payment.id) return payments.find((entry) => entry.id === payment.id) ?? null;
  const since = Date.parse(payment.startedAt) - CLOCK_SKEW_MS;
  const candidates = payments.filter(
    (entry) =>
      entry.amount === payment.amount &&
      entry.createdAt !== null &&
      Date.parse(entry.createdAt) >= since,
  );
  candidates.sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
  return candidates[0] ?? null;
}

/**
 * Which row of payments/ the gateway told this app was paid (the last payment seen paid), so
 * that its 'Pendiente' reads as received; every other pending row is unconfirmed.
 */
export function receivedRow(
  payments: readonly PaymentEntry[],
  lastPaid: PaymentStarted | null,
): PaymentEntry | null {
  return lastPaid ? findPayment(payments, lastPaid) : null;
}

/**
 * What the provider's status name (status.data.name) says of a payment, the one place that
 * knows the names. The name itself is what the cardholder reads; this gives it a meaning (is
 * the payment settled?) and a tone for its badge.
 */
export type Settlement = 'pending' | 'credited' | 'rejected' | 'cancelled' | 'other';

export type StatusTone = 'success' | 'warning' | 'danger' | 'secondary' | 'light';

const SETTLEMENT_BY_NAME = new Map<string, Settlement>([
  ['pendiente', 'pending'],
  ['acreditado', 'credited'],
  ['rechazado', 'rejected'],
  ['cancelado', 'cancelled'],
]);

/** A status the list does not know ('other') is neutral: its name still says what it is. */
const TONE: Record<Settlement, StatusTone> = {
  pending: 'warning',
  credited: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
  other: 'light',
};

/** A payment listed without a status is taken as still pending. */
export function settlementOf(statusName: string | null): Settlement {
  if (statusName === null) return 'pending';
  return SETTLEMENT_BY_NAME.get(statusName.trim().toLocaleLowerCase('es')) ?? 'other';
}

export function statusTone(statusName: string): StatusTone {
  return TONE[settlementOf(statusName)];
}

/** An attempt that never paid: home folds it under 'Ver intentos cancelados'. */
export function isCancelled(statusName: string | null): boolean {
  return statusName !== null && settlementOf(statusName) === 'cancelled';
}

/**
 * The payment statuses home tells apart, read from the provider's status name
 * (status.data.name). The name itself is what the cardholder reads; this only gives it a tone.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'secondary' | 'light';

const TONE_BY_STATUS = new Map<string, StatusTone>([
  ['acreditado', 'success'],
  ['pendiente', 'warning'],
  ['rechazado', 'danger'],
  ['cancelado', 'secondary'],
]);

function normalized(statusName: string): string {
  return statusName.trim().toLocaleLowerCase('es');
}

/** A status the list does not know is neutral ('light'): its name still says what it is. */
export function statusTone(statusName: string): StatusTone {
  return TONE_BY_STATUS.get(normalized(statusName)) ?? 'light';
}

/** An attempt that never paid: home folds it under 'Ver intentos cancelados'. */
export function isCancelled(statusName: string | null): boolean {
  return statusName !== null && normalized(statusName) === 'cancelado';
}

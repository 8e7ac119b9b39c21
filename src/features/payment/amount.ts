import { centsToDecimal, type Cents } from '../../lib/money';

/**
 * The amount to pay (spec sections 5 and 9): exact cents, never a float. Non-digit
 * characters other than the dot are stripped; empty or <= 0 is not ready.
 */

/** Above this the amount is refused: no card balance comes near it, and it keeps cents exact. */
export const MAX_AMOUNT_CENTS: Cents = 9_999_999_999n; // $ 99,999,999.99

export type AmountCheck =
  { ready: true; cents: Cents } | { ready: false; reason: 'empty' | 'not-positive' | 'too-large' };

/** What is left of a typed or pasted amount once everything but digits and dots is gone. */
export function stripAmount(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/** Cents of '1,234.5' or '$ 1234.50'; the first dot is the decimal point, later ones are dropped. */
export function parseAmount(text: string): AmountCheck {
  const stripped = stripAmount(text);
  const [whole = '', ...rest] = stripped.split('.');
  const fraction = rest.join('');
  if (!/\d/.test(whole + fraction)) return { ready: false, reason: 'empty' };
  // Only two decimals count: the mask allows no more.
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  if (cents <= 0n) return { ready: false, reason: 'not-positive' };
  if (cents > MAX_AMOUNT_CENTS) return { ready: false, reason: 'too-large' };
  return { ready: true, cents };
}

/**
 * The `amount` query parameter pre-fills the field only when its integer part is > 0;
 * the result is the plain decimal the field starts with, or '' (an empty field).
 */
export function prefillFromQuery(param: string | null): string {
  if (param === null) return '';
  const whole = stripAmount(param).split('.')[0] ?? '';
  if (!/[1-9]/.test(whole)) return '';
  const check = parseAmount(param);
  return check.ready ? centsToDecimal(check.cents) : '';
}

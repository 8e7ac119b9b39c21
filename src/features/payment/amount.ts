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

/** The longest `amount` parameter worth reading: '99999999.99' is 11 characters. */
const MAX_QUERY_LENGTH = 32;

/**
 * The only shape the app itself writes into `?amount=` (home's Pagar, 'Volver a pagar'): a plain
 * decimal such as '84350.75' or '12000.5'. Anything else ('-5', '1e9', '1,5', '84.350,75',
 * '0x10', '12abc', other scripts' digits) is not read as digits-and-dots, which would turn
 * '1e-9' into 19 or '84.350,75' into 84.35: a wrong amount is worse than an empty field.
 */
const QUERY_AMOUNT = /^(\d+)(?:\.\d{0,2})?$/;

/**
 * The `amount` query parameter as exact cents, or null: only a plain decimal with at most two
 * decimals, surrounding spaces aside, whose integer part is > 0 (spec section 5) and that is
 * not above MAX_AMOUNT_CENTS.
 */
export function parseQueryAmount(param: string | null): Cents | null {
  if (param === null || param.length > MAX_QUERY_LENGTH) return null;
  const match = QUERY_AMOUNT.exec(param.trim());
  if (!match || !/[1-9]/.test(match[1] ?? '')) return null;
  const check = parseAmount(match[0]);
  return check.ready ? check.cents : null;
}

/**
 * What the `amount` query parameter pre-fills: the plain decimal the field starts with, or ''
 * (an empty field).
 */
export function prefillFromQuery(param: string | null): string {
  const cents = parseQueryAmount(param);
  return cents === null ? '' : centsToDecimal(cents);
}

/** The pre-fill of a whole query string: a repeated `amount` is ambiguous and pre-fills nothing. */
export function prefillFromSearch(search: URLSearchParams): string {
  const values = search.getAll('amount');
  return values.length === 1 ? prefillFromQuery(values[0] ?? null) : '';
}

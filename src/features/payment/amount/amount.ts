import { groupThousands, plainDecimalCents, type Cents } from '../../../lib/money';

/**
 * The amount to pay (spec sections 5 and 9): exact cents; empty or <= 0 is not ready. What
 * people here type is read too: a comma is a separator (the decimal key of a Spanish Android
 * keyboard), and a minus sign makes the amount negative, so not payable, instead of dropped.
 */

/** Above this the amount is refused: no card balance comes near it, and it keeps cents exact. */
export const MAX_AMOUNT_CENTS = 9_999_999_999 as Cents; // $ 99,999,999.99

export type AmountCheck =
  | { ready: true; cents: Cents }
  | { ready: false; reason: 'empty' | 'not-positive' | 'too-large' | 'unclear' };

export interface AmountReading {
  /**
   * The plain decimal the text means, as the mask shows it: '84350.75', '15000', '-5', and
   * while typing '15.' or '15.0' (a decimal point so far). Null: the text is unclear.
   */
  value: string | null;
  check: AmountCheck;
}

const UNCLEAR: AmountReading = { value: null, check: { ready: false, reason: 'unclear' } };

/** The runs of digits between thousands separators, after the first: three digits each. */
const isGrouped = (runs: string[]) => runs.slice(1).every((run) => run.length === 3);

/**
 * What a typed or pasted amount means, in either convention ('15,000', '84.350,75'): the one
 * reader of the rules in docs/behaviour.md#paying. Only digits, '.', ',' and '-' count; a minus
 * anywhere makes it negative (shown, never paid); an unclear text reads as null.
 */
export function readAmount(text: string): AmountReading {
  const negative = text.includes('-');
  const kept = text.replace(/[^\d.,]/g, '');
  const runs = kept.split(/[.,]/);
  const marks = kept.replace(/\d/g, '');
  const last = runs.length - 1;
  const after = runs[last] ?? '';
  const before = runs.slice(0, last);
  let whole: string;
  let fraction: string | undefined;
  if (marks === '') {
    whole = kept;
  } else if (after.length === 3 && /[1-9]/.test(before.join('')) && isGrouped(runs)) {
    whole = runs.join('');
  } else if (
    after.length <= 2 &&
    !marks.slice(0, -1).includes(marks.slice(-1)) &&
    isGrouped(before)
  ) {
    whole = before.join('');
    fraction = after;
  } else {
    return UNCLEAR;
  }
  whole = whole.replace(/^0+(?=\d)/, '') || (fraction === undefined ? '' : '0');
  const value = `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
  if (!/\d/.test(kept)) return { value, check: { ready: false, reason: 'empty' } };
  return { value, check: checkOf(whole, fraction ?? '', negative) };
}

function checkOf(whole: string, fraction: string, negative: boolean): AmountCheck {
  // Exact up to 15 digits; a longer amount is inexact, but far above the maximum anyway.
  const cents = (Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))) as Cents;
  if (negative || cents <= 0) return { ready: false, reason: 'not-positive' };
  if (cents > MAX_AMOUNT_CENTS) return { ready: false, reason: 'too-large' };
  return { ready: true, cents };
}

/** Cents of '84.350,75', '$ 84,350.75', '15.000'..., or why it is not an amount to pay. */
export function parseAmount(text: string): AmountCheck {
  return readAmount(text).check;
}

/** More digits than this the mask could not show exactly (it formats a JavaScript number). */
const MAX_FIELD_DIGITS = 13;

/** What an amount is written with here: digits, separators, a minus sign, '$' and spaces. */
const AMOUNT_CHARACTERS = /^[\d.,\-$\s]*$/;

export interface AmountEdit {
  /** What the field holds after the edit: the plain decimal the mask shows. */
  value: string;
  /** The edit could not be read as an amount: the field says so ('Ingresá un monto válido.'). */
  unreadable: boolean;
}

/**
 * The field's value after an edit of the masked `shown` into `raw` (docs/behaviour.md#paying).
 * The mask's own ',' are dropped first, else Backspace on '$ 15,000' would read 15.00. A digit
 * too many is refused (the field keeps what it held) but not `unreadable`: the maximum says why.
 */
export function amountAfterEdit(shown: string, raw: string): AmountEdit {
  const typed = typedText(shown, raw);
  const reading = AMOUNT_CHARACTERS.test(typed) ? readAmount(typed) : UNCLEAR;
  const digits = (reading.value ?? '').replace(/\D/g, '').length;
  if (reading.value !== null && digits <= MAX_FIELD_DIGITS) {
    return { value: reading.value, unreadable: /[.,]/.test(typed) && !/\d/.test(typed) };
  }
  const held = readAmount(shown.replace(/,/g, '')).value ?? '';
  return { value: held, unreadable: reading.value === null };
}

/** The mask's prefix: '$ 84,350.75', and '-$ 5' for a negative amount. */
const MASK_PREFIX = '$ ';

/**
 * The spec's mask (section 9) over the plain decimal the field holds: '84350.7' is
 * '$ 84,350.7', '15.' is '$ 15.' while typed, '-' is '-', '' is ''.
 */
export function maskedAmount(value: string): string {
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(value);
  if (!match) return '';
  const [, minus = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return minus;
  return `${minus}${MASK_PREFIX}${groupThousands(whole || '0')}${fraction}`;
}

/** The field's value once left: two decimals ('15' is '15.00'); no digit at all is nothing. */
export function settledAmount(value: string): string {
  if (!/\d/.test(value)) return '';
  const [whole = '', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * Backspace on the mask's own ',' takes the digit before it, Delete the digit after it, as on
 * any masked field (else the key would seem to do nothing): `raw` and the caret, so corrected.
 */
export function deletionOverSeparator(
  shown: string,
  raw: string,
  caret: number,
  direction: 'backward' | 'forward',
): { raw: string; caret: number } {
  const deletedSeparator =
    shown[caret] === ',' && raw === shown.slice(0, caret) + shown.slice(caret + 1);
  if (!deletedSeparator) return { raw, caret };
  if (direction === 'forward') return { raw: raw.slice(0, caret) + raw.slice(caret + 1), caret };
  if (caret === 0) return { raw, caret };
  return { raw: raw.slice(0, caret - 1) + raw.slice(caret), caret: caret - 1 };
}

/**
 * Where the caret goes in the masked text after an edit: with as many digits after it as
 * the edited text had (so a digit typed mid-amount keeps its place as commas move), never
 * inside the prefix.
 */
export function caretAfterEdit(shown: string, digitsAfter: number): number {
  const digitsFrom = (index: number) => shown.slice(index).replace(/\D/g, '').length;
  let caret = shown.length;
  while (caret > 0 && digitsFrom(caret) < digitsAfter) caret -= 1;
  const prefixEnd = shown.indexOf(MASK_PREFIX);
  return prefixEnd === -1 ? caret : Math.max(caret, prefixEnd + MASK_PREFIX.length);
}

/** `raw` without the mask's commas: those in the parts left as `shown` had them. */
function typedText(shown: string, raw: string): string {
  const longest = Math.min(shown.length, raw.length);
  let start = 0;
  while (start < longest && shown[start] === raw[start]) start += 1;
  let end = 0;
  while (end < longest - start && shown.at(-1 - end) === raw.at(-1 - end)) end += 1;
  const unmasked = (part: string) => part.replace(/,/g, '');
  return (
    unmasked(raw.slice(0, start)) +
    raw.slice(start, raw.length - end) +
    unmasked(raw.slice(raw.length - end))
  );
}

/** The longest `amount` parameter worth reading: '99999999.99' is 11 characters. */
const MAX_QUERY_LENGTH = 32;

/**
 * The `amount` query parameter as exact cents, or null: only the shape the app writes there, never
 * read as digits-and-dots ('84.350,75' would be 84.35): a wrong amount is worse than an empty
 * field. The rule: docs/payment-page.md#money.
 */
export function parseQueryAmount(param: string | null): Cents | null {
  if (param === null || param.length > MAX_QUERY_LENGTH) return null;
  const cents = plainDecimalCents(param.trim());
  return cents !== null && cents >= 100 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** The amount a whole query string pre-fills: a repeated `amount` is ambiguous and fills nothing. */
export function prefillFromSearch(search: URLSearchParams): Cents | null {
  const values = search.getAll('amount');
  return values.length === 1 ? parseQueryAmount(values[0] ?? null) : null;
}

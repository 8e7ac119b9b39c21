/**
 * Separators people write in the middle of a number: a DNI is usually written with dots
 * (30.111.222), card digits in groups (4567 8901, 4567-8901), and a phone keyboard may type a
 * non-breaking space or a typographic dash.
 */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

/**
 * A sign-in field as it is sent: without dots, spaces and dashes. Nothing else is changed or
 * checked (the spec asks for no format check: the provider decides).
 */
export function withoutSeparators(typed: string): string {
  return typed.replace(SEPARATORS, '');
}

/**
 * Money inside the app is exact integer cents (`Cents`): a float of pesos cannot add up. Each
 * edge has one converter: provider answers `toCents`, the payment's body `centsToProviderAmount`,
 * a URL `centsToDecimal` / `plainDecimalCents`, storage `centsOf`, the screen `formatCents`.
 */
declare const centsBrand: unique symbol;

/** An integer number of cents, never a float of pesos (the brand keeps the two apart). */
export type Cents = number & { readonly [centsBrand]: true };

/** Whole cents that a double holds exactly; anything else is not an amount. */
export function centsOf(value: unknown): Cents | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? (value as Cents) : null;
}

/** The one pattern of a decimal written plainly: '-84350.75', '15', and '15.' while typed. */
const DECIMAL = /^(-)?(\d+)(?:(\.)(\d*))?$/;

function decimalParts(text: string) {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', point, fraction = ''] = match;
  return {
    negative: minus !== undefined,
    whole,
    barePoint: point !== undefined && !fraction,
    fraction,
  };
}

/** Cents of whole pesos and two decimal digits, when a double holds them exactly. */
function centsFrom(negative: boolean, whole: string, twoDigits: string, roundUp = false) {
  const absolute = Number(whole) * 100 + Number(twoDigits) + (roundUp ? 1 : 0);
  return centsOf(negative && absolute !== 0 ? -absolute : absolute);
}

/** Exact cents of a provider amount (a JSON number or a decimal string); null when it is not one. */
export function toCents(amount: number | string): Cents | null {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const parts = decimalParts(text ?? '');
  if (!parts || parts.barePoint) return null;
  // Half-up on the third decimal: the provider should never send one, but never lose a cent.
  const padded = (parts.fraction + '000').slice(0, 3);
  return centsFrom(parts.negative, parts.whole, padded.slice(0, 2), Number(padded[2]) >= 5);
}

/**
 * Exact cents of an amount as the app itself writes it (a URL's `?amount=`): a plain decimal,
 * no sign, at most two decimals ('84350.75', '12000.5', '15', '15.'); else null.
 */
export function plainDecimalCents(text: string): Cents | null {
  const parts = decimalParts(text);
  if (!parts || parts.negative || parts.fraction.length > 2) return null;
  return centsFrom(false, parts.whole, parts.fraction.padEnd(2, '0'));
}

function numberToPlainString(amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  // toFixed(3) keeps a decimal a double cannot hold exactly (0.1 + 0.2) at its intended value.
  return amount.toFixed(3);
}

/** '84350' as '84,350': the thousands separator of every amount on screen. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole pesos and the two decimal digits of an amount, without its sign. */
function pesosAndCents(cents: Cents): { negative: boolean; whole: string; fraction: string } {
  const absolute = Math.abs(cents);
  return {
    negative: cents < 0,
    whole: Math.floor(absolute / 100).toString(),
    fraction: (absolute % 100).toString().padStart(2, '0'),
  };
}

export function formatCents(cents: Cents): string {
  const { negative, whole, fraction } = pesosAndCents(cents);
  return `${negative ? '-' : ''}$ ${groupThousands(whole)}.${fraction}`;
}

/**
 * '$ 84,350.75' for a provider amount (84350.75 or '84350.75'); an empty string for something
 * that is not an amount. For the mock provider and the demo, which work in pesos.
 */
export function formatMoney(amount: number | string): string {
  const cents = toCents(amount);
  return cents === null ? '' : formatCents(cents);
}

/** '84350.75': the plain decimal a URL carries. */
export function centsToDecimal(cents: Cents): string {
  const { negative, whole, fraction } = pesosAndCents(cents);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The amount of the payment request's body (spec section 7: a number of pesos). Cents / 100
 * is the double nearest the decimal, which JSON writes back as that decimal (84350.75).
 */
export function centsToProviderAmount(cents: Cents): number {
  return cents / 100;
}

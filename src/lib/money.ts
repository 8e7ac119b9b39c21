/**
 * Money as exact integer cents, formatted with the amount mask's conventions
 * (spec section 9, contract section 3): '$ 84,350.75', '-$ 1,500.00'.
 */
export type Cents = bigint;

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

/** Exact cents of a provider amount (a JSON number or a decimal string); null when it is not one. */
export function toCents(amount: number | string): Cents | null {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const parts = decimalParts(text ?? '');
  if (!parts || parts.barePoint) return null;
  // Half-up on the third decimal: the provider should never send one, but never lose a cent.
  const padded = (parts.fraction + '000').slice(0, 3);
  let cents = BigInt(parts.whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return parts.negative ? -cents : cents;
}

/**
 * Exact cents of an amount as the app itself writes it (a URL's `?amount=`, local storage): a
 * plain decimal, no sign, at most two decimals ('84350.75', '12000.5', '15', '15.'); else null.
 */
export function plainDecimalCents(text: string): Cents | null {
  const parts = decimalParts(text);
  if (!parts || parts.negative || parts.fraction.length > 2) return null;
  return BigInt(parts.whole) * 100n + BigInt(parts.fraction.padEnd(2, '0'));
}

function numberToPlainString(amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  // toFixed(3) keeps a decimal a double cannot hold exactly (0.1 + 0.2) at its intended value.
  return amount.toFixed(3);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatCents(cents: Cents): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = groupThousands((absolute / 100n).toString());
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$ ${whole}.${fraction}`;
}

/** '$ 84,350.75' for 84350.75; an empty string for something that is not an amount. */
export function formatMoney(amount: number | string): string {
  const cents = toCents(amount);
  return cents === null ? '' : formatCents(cents);
}

/** '84350.75': the plain decimal a URL or a request body carries. */
export function centsToDecimal(cents: Cents): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

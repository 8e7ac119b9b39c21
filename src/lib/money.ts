/**
 * Money as exact integer cents, formatted with the amount mask's conventions
 * (spec section 9, contract section 3): '$ 84,350.75', '-$ 1,500.00'.
 */
export type Cents = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Exact cents of a provider amount (a JSON number or a decimal string); null when it is not one. */
export function toCents(amount: number | string): Cents | null {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = DECIMAL.exec(text ?? '');
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  // Half-up on the third decimal: the provider should never send one, but never lose a cent.
  const padded = (fraction + '000').slice(0, 3);
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return minus ? -cents : cents;
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

import { formatMoney } from '../lib/money';

/** An amount in the product's one money format. */
export function Money({ amount, className }: { amount: number | string; className?: string }) {
  return <span className={className}>{formatMoney(amount)}</span>;
}

import { formatCents, type Cents } from '../lib/money';

/** An amount in the product's one money format. */
export function Money({ amount, className }: { amount: Cents; className?: string }) {
  return <span className={className}>{formatCents(amount)}</span>;
}

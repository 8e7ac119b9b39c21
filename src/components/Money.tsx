import { Fragment } from 'react';
import { formatCents, type Cents } from '../lib/money';

/**
 * An amount in the product's one money format. It may wrap after a thousands separator (a
 * <wbr>, which adds no character to what is read or copied): with large text on a narrow
 * screen '$ 350,000.00' is wider than its column, and must wrap rather than be cut.
 */
export function Money({ amount, className }: { amount: Cents; className?: string }) {
  const groups = formatCents(amount).split(',');
  return (
    <span className={className}>
      {groups.map((group, index) => (
        // The groups of one amount never move: their place is their identity.
        <Fragment key={index}>
          {index > 0 && (
            <>
              ,<wbr />
            </>
          )}
          {group}
        </Fragment>
      ))}
    </span>
  );
}

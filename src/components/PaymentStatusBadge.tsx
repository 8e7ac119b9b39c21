import { statusTone } from '../services/paymentStatus';

/**
 * The provider's status name, unchanged, on a badge of its status's colour: the text says it
 * (to a screen reader too), the colour only helps the eye. Bootstrap's subtle background and
 * emphasis text pairs keep AA contrast in light and dark. A neutral one gets a border, as its
 * background is close to the row's.
 */
export function PaymentStatusBadge({ statusName }: { statusName: string }) {
  const tone = statusTone(statusName);
  const border = tone === 'light' ? ' border' : '';
  return (
    <span className={`badge bg-${tone}-subtle text-${tone}-emphasis${border}`}>{statusName}</span>
  );
}

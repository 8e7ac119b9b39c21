import { standingRow, statusLabel } from '../services/paymentStatus';

/**
 * The status on a badge of its colour: the provider's name, but 'En proceso' for a pending payment
 * its gateway never confirmed here (`receivedHere` false). The text says it, the colour only helps;
 * Bootstrap's subtle pairs keep AA contrast in light and dark, a neutral one gets a border.
 */
export function PaymentStatusBadge({
  statusName,
  receivedHere,
}: {
  statusName: string;
  receivedHere: boolean;
}) {
  const { tone } = standingRow(statusName, receivedHere);
  const border = tone === 'light' ? ' border' : '';
  return (
    <span className={`badge bg-${tone}-subtle text-${tone}-emphasis${border}`}>
      {statusLabel(statusName, receivedHere)}
    </span>
  );
}

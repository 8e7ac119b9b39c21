import { statusLabel, statusTone } from '../services/paymentStatus';

/**
 * The payment's status on a badge of its colour: the provider's name, except a pending payment
 * its gateway never confirmed to this app (`receivedHere` false), which reads 'En proceso'. The
 * text says it (to a screen reader too), the colour only helps the eye. Bootstrap's subtle
 * background and emphasis pairs keep AA contrast in light and dark; a neutral one gets a border.
 */
export function PaymentStatusBadge({
  statusName,
  receivedHere,
}: {
  statusName: string;
  receivedHere: boolean;
}) {
  const tone = statusTone(statusName, receivedHere);
  const border = tone === 'light' ? ' border' : '';
  return (
    <span className={`badge bg-${tone}-subtle text-${tone}-emphasis${border}`}>
      {statusLabel(statusName, receivedHere)}
    </span>
  );
}

import { useAppSelector } from '../../../app/hooks';
import { receivedRow } from '../../../services/paymentStatus';
import type { PaymentEntry } from '../../../services/provider';
import { selectLastPaid } from '../paymentSlice';

/** The row of payments/ whose gateway told this app it was paid (its 'Pendiente' is received). */
export function useReceivedRow(payments: readonly PaymentEntry[] | undefined) {
  const lastPaid = useAppSelector(selectLastPaid);
  return payments ? receivedRow(payments, lastPaid) : null;
}

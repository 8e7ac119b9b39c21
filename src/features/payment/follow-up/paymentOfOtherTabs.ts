import { readStoredSlice } from '../../../lib/stored-slice';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { paymentSyncedFromOtherTab } from '../paymentSlice';
import { restorePayment } from '../storedPayment';

/**
 * Tabs share one payment in progress, as they share local storage: when another tab starts,
 * ends or settles one, this tab knows it at once, so that its /payment does not offer to pay
 * it again. The stored value is read as a reload would read it. Returns the clean-up.
 */
export function followPaymentOfOtherTabs(
  dispatch: (action: ReturnType<typeof paymentSyncedFromOtherTab>) => unknown,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.payment && event.key !== null) return;
    const stored = event.key === null ? null : readStoredSlice(event.newValue, restorePayment);
    dispatch(paymentSyncedFromOtherTab(stored ?? restorePayment({})));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

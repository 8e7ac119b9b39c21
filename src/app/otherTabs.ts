import { selectIsSignedIn } from '../services/session/sessionSlice';
import { followSessionOfOtherTabs } from '../features/auth/sessionListeners';
import { followPaymentOfOtherTabs } from '../features/payment/follow-up/paymentOfOtherTabs';
import type { AppStore } from './store';

/**
 * Tabs share one session and one payment in progress, as they share local storage: this
 * store follows what the other tabs write. Returns the clean-up.
 */
export function followOtherTabs(store: AppStore): () => void {
  const stopSession = followSessionOfOtherTabs(store.dispatch, () =>
    selectIsSignedIn(store.getState()),
  );
  const stopPayment = followPaymentOfOtherTabs(store.dispatch);
  return () => {
    stopSession();
    stopPayment();
  };
}

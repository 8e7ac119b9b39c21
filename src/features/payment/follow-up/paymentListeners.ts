import type { AppStartListening } from '../../../app/storeTypes';
import { api } from '../../../services/api';
import { sessionEnded } from '../../../services/events';
import { paymentSyncedFromOtherTab } from '../paymentSlice';
import { closePaymentPopup } from '../popup/paymentPopup';

/**
 * Another tab settled the payment this tab was following (or ended its flow): the
 * provider's figures and payments/ changed, and this tab's copies of them are old. Asked
 * again here, so that a second tab says 'Acreditado' and the new balance too.
 */
export function registerPaymentListeners(startListening: AppStartListening): void {
  // Nobody signed in may pay in it any more.
  startListening({ actionCreator: sessionEnded, effect: () => closePaymentPopup() });

  startListening({
    actionCreator: paymentSyncedFromOtherTab,
    effect: (_action, { dispatch, getOriginalState, getState }) => {
      const before = getOriginalState().payment;
      const after = getState().payment;
      const settledElsewhere =
        before.tracked !== null && after.tracked?.startedAt !== before.tracked.startedAt;
      const paidElsewhere = after.lastPaid !== null && after.lastPaid.at !== before.lastPaid?.at;
      if (settledElsewhere || paidElsewhere) {
        dispatch(api.util.invalidateTags(['Account', 'Payments']));
      }
    },
  });
}

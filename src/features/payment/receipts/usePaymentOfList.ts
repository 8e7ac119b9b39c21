import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { api } from '../../../services/api';
import { accountApi } from '../../../services/accountApi';
import { standingRow } from '../../../services/paymentStatus';
import { usePaymentsAskedAgain } from '../follow-up/usePaymentsAskedAgain';

/**
 * One payment of payments/, by its id, followed while it is pending as the follow-up follows
 * a payment just made: asked again every 5 s, then less often, for 10 minutes at most, only
 * while the tab is on screen. When it settles, the figures are asked again too.
 */
export function usePaymentOfList(id: string) {
  const [openedAt] = useState(Date.now);
  // What the cache holds now: whether to ask again depends on it.
  const { data } = accountApi.endpoints.getPayments.useQueryState();
  const listed = data?.find((payment) => payment.id === id);
  const pending = listed !== undefined && !standingRow(listed.statusName).settled;
  const payments = usePaymentsAskedAgain(pending, openedAt);

  // Settled while shown: the balance and the credit available change with it.
  const dispatch = useAppDispatch();
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current && listed) {
      wasPending.current = false;
      dispatch(api.util.invalidateTags(['Account']));
    }
  }, [pending, listed, dispatch]);

  return { payments, payment: listed };
}

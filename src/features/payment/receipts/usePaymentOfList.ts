import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { api } from '../../../services/api';
import { accountApi, useGetPaymentsQuery } from '../../../services/accountApi';
import { settlementOf } from '../../../services/paymentStatus';
import { followUpDelay } from '../follow-up/followUp';
import { usePageVisible } from '../follow-up/usePageVisible';

/**
 * One payment of payments/, by its id, followed while it is pending as the follow-up follows
 * a payment just made: asked again every 5 s, then less often, for 10 minutes at most, only
 * while the tab is on screen. When it settles, the figures are asked again too.
 */
export function usePaymentOfList(id: string) {
  const [openedAt] = useState(Date.now);
  const visible = usePageVisible();
  // What the cache holds now: how often to ask again depends on it.
  const { data, fulfilledTimeStamp } = accountApi.endpoints.getPayments.useQueryState();
  const listed = data?.find((payment) => payment.id === id);
  const pending = listed !== undefined && settlementOf(listed.statusName) === 'pending';
  const delay = pending
    ? followUpDelay(Math.max(0, (fulfilledTimeStamp ?? openedAt) - openedAt))
    : null;
  const payments = useGetPaymentsQuery(undefined, {
    pollingInterval: visible && delay !== null ? delay : 0,
  });

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

import { accountApi, useGetPaymentsQuery } from '../../../services/accountApi';
import { followUpDelay } from './followUp';
import { usePageVisible } from './usePageVisible';

/**
 * payments/, asked again while `following` as the follow-up asks: every 5 s, then less often,
 * for 10 minutes at most after `since`, only while the tab is on screen. The time of the last
 * answer is the clock: each answer sets the next wait. The follow-up of a payment just made
 * and a pending payment's detail share it.
 */
export function usePaymentsAskedAgain(following: boolean, since: number, skip = false) {
  const visible = usePageVisible();
  const { fulfilledTimeStamp } = accountApi.endpoints.getPayments.useQueryState();
  const delay = following
    ? followUpDelay(Math.max(0, (fulfilledTimeStamp ?? since) - since))
    : null;
  return useGetPaymentsQuery(undefined, {
    skip,
    pollingInterval: visible && delay !== null ? delay : 0,
  });
}

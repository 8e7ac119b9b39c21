import { useIsOffline } from '../../../components/OfflineNotice';
import { accountApi, useGetPaymentsQuery } from '../../../services/accountApi';
import { followUpDelay } from './followUp';

/**
 * payments/, asked again while `following` as the follow-up asks: every 5 s, then less often,
 * for 10 minutes at most after `since`, only while the tab is on screen. The time of the last
 * answer is the clock: each answer sets the next wait. The follow-up of a payment just made
 * and a pending payment's detail share it.
 *
 * A tab in the background asks nothing: RTK Query skips the polls while its `focused` is
 * false, which the store's listeners set when the page is hidden (not when the window merely
 * loses focus, as to the payment's popup). Back on screen it asks at once. Offline it asks
 * nothing either (no answer could come); back online, the session's check asks payments/
 * again once, after its ping (src/features/auth/sessionListeners.ts), and the polls go on.
 */
export function usePaymentsAskedAgain(following: boolean, since: number, skip = false) {
  const { fulfilledTimeStamp } = accountApi.endpoints.getPayments.useQueryState();
  const offline = useIsOffline();
  const delay =
    following && !offline
      ? followUpDelay(Math.max(0, (fulfilledTimeStamp ?? since) - since))
      : null;
  return useGetPaymentsQuery(undefined, {
    skip,
    pollingInterval: delay ?? 0,
    skipPollingIfUnfocused: true,
    refetchOnFocus: delay !== null,
  });
}

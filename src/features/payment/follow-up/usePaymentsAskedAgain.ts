import { useIsOffline } from '../../../components/OfflineNotice';
import { accountApi, useGetPaymentsQuery } from '../../../services/accountApi';
import { followUpDelay } from './followUp';

/**
 * payments/ asked again while `following`, from `since`, as docs/behaviour.md#paying says; each
 * answer sets the next wait. A hidden tab skips polls (RTK Query's `focused`, false only when
 * hidden, not on blur to the popup); back online, auth/sessionListeners.ts asks after its ping.
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

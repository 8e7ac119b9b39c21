import { useIsOffline } from '../../../components/OfflineNotice';
import { RetryAlert } from '../../../components/RetryAlert';
import { SkeletonLine } from '../../../components/SkeletonLine';
import { receiptsCopy } from './copy';

/** Before payments/ answers: placeholders; when it failed, what failed and 'Reintentar'. */
export function PaymentsNotYet({
  failed,
  onRetry,
  label,
}: {
  failed: boolean;
  onRetry: () => void;
  /** What a screen reader hears of the placeholders. */
  label: string;
}) {
  const offline = useIsOffline();
  // Offline nothing failed: the list comes when the connection does (the session's listeners).
  if (failed && offline)
    return <p className="text-body-secondary">{receiptsCopy.needsConnection}</p>;
  if (failed) return <RetryAlert message={receiptsCopy.loadFailed} onRetry={onRetry} />;
  return (
    <div aria-busy="true" aria-label={label}>
      <SkeletonLine width="40%" />
      <SkeletonLine width="90%" className="mt-3" />
      <SkeletonLine width="70%" className="mt-2" />
    </div>
  );
}

import { useSyncExternalStore } from 'react';
import { isOffline, OFFLINE_NOTICE, subscribeToConnection } from '../lib/connection';

/** Whether the browser is offline, kept up to date (a prerendered page starts online). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOffline, () => false);
}

/**
 * 'Sin conexión…' while the browser is offline. The live region is always there, so the
 * sentence is announced once as it appears; what the page shows stays below it.
 */
export function OfflineNotice({ className = '' }: { className?: string }) {
  const offline = useIsOffline();
  return (
    <div role="status" className={className}>
      {offline && (
        <p id="offline-notice" className="alert alert-warning mb-3">
          {OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}

/** The line an action that needs the network shows when pressed offline. */
export function NeedsConnection({ message }: { message: string | null }) {
  return (
    <p role="status" className="small text-body-secondary mb-0">
      {message}
    </p>
  );
}

import { useState, useSyncExternalStore } from 'react';
import { isOffline, OFFLINE_NOTICE, subscribeToConnection } from '../lib/connection';

/** Said by Pagar and Continuar when pressed offline. */
export const NEEDS_CONNECTION_TO_PAY = 'Necesitás conexión para pagar.';

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

/**
 * An action that needs the network: pressed offline, it does nothing and `notice` says
 * `message` ('Necesitás conexión para …') until the connection returns. Whatever was typed stays.
 */
export function useNeedsConnection(message: string) {
  const offline = useIsOffline();
  const [asked, setAsked] = useState(false);
  return {
    /** False (and the notice said) when offline: the caller does nothing more. */
    online: () => {
      setAsked(isOffline());
      return !isOffline();
    },
    notice: offline && asked ? message : null,
  };
}

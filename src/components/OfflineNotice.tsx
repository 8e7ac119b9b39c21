import { useState, useSyncExternalStore } from 'react';
import { isOffline, OFFLINE_NOTICE, subscribeToConnection } from '../lib/connection';

/** Said by Pagar and Continuar when pressed offline. */
export const NEEDS_CONNECTION_TO_PAY = 'Necesitás conexión para pagar.';

/** Whether the app is offline (lib/connection.ts), kept up to date (a prerendered page starts online). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOffline, () => false);
}

/**
 * 'Sin conexión…' while the app is offline, said once as it appears (a status region of
 * its own, as /login's end reason); what the page shows stays below it.
 */
export function OfflineNotice() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <p role="status" className="alert alert-warning mb-3">
      {OFFLINE_NOTICE}
    </p>
  );
}

/** What an action that needs the network says when pressed offline (nothing otherwise). */
export function NeedsConnectionNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p role="status" className="small text-body-secondary mb-0 align-self-center">
      {notice}
    </p>
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

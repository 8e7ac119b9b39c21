/**
 * The one place that knows whether the browser has a connection: what it reports
 * (`navigator.onLine`, the 'online' and 'offline' events). A call that cannot reach the
 * network while offline is the phone's signal, never the provider's fault.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `onChange` whenever the connection comes or goes; returns the clean-up. */
export function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Resolves at once when online, otherwise as the connection returns. */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/** The sentence every screen shows while offline. */
export const OFFLINE_NOTICE = 'Sin conexión. Te mostramos lo último que cargamos.';

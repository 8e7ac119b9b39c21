/**
 * The one place that knows whether the browser has a connection: what it reports
 * (`navigator.onLine`, the 'online' and 'offline' events). A call that cannot reach the
 * network while offline is the phone's signal, never the provider's fault.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Watches the connection from now: the function returned says whether it was gone at any moment. */
export function watchForDrop(): () => boolean {
  let dropped = isOffline();
  const onOffline = () => {
    dropped = true;
  };
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('offline', onOffline);
    return dropped || isOffline();
  };
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

/**
 * The one place that knows whether the app has a connection (docs/failures.md): what the browser
 * reports (`navigator.onLine` and its events) and what happened, which a browser on a network that
 * answers nothing (Wi-Fi with no internet behind it) never reports. Offline is never the provider's fault.
 */

/** The header the service worker sets on a page it serves from its copy (webpack.config.ts). */
export const OFFLINE_COPY_TIMING = 'offline-copy';

/** A small file of the app's own origin, asked with `no-store`: only the network can answer it. */
export const ORIGIN_PROBE_URL = '/robots.txt';
const PROBE_TIMEOUT_MS = 5_000;
/** While nothing answers, the origin is asked again this often, as no 'online' event may come. */
export const PROBE_AGAIN_MS = 5_000;

/** This page came from the service worker's copy because the network failed. */
function servedFromOfflineCopy(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return false;
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.serverTiming ?? []).some((entry) => entry.name === OFFLINE_COPY_TIMING);
}

const listeners = new Set<() => void>();
/** Nothing answered: neither a call nor the app's own origin (or the page is the offline copy). */
let unanswered = false;
let probe: Promise<boolean> | null = null;
let askAgain: ReturnType<typeof setTimeout> | undefined;

function changed(): void {
  listeners.forEach((onChange) => onChange());
}

function setUnanswered(value: boolean, { quietly = false } = {}): void {
  clearTimeout(askAgain);
  if (value) askAgain = setTimeout(askOriginAgain, PROBE_AGAIN_MS);
  if (unanswered === value) return;
  unanswered = value;
  if (!quietly) changed();
}

function originAnswers(): Promise<boolean> {
  probe ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    try {
      await fetch(ORIGIN_PROBE_URL, { cache: 'no-store', signal: controller.signal });
      return true; // any HTTP answer, whatever its status
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      probe = null;
    }
  })();
  return probe;
}

function askOriginAgain(): void {
  void originAnswers().then((answers) => setUnanswered(!answers));
}

if (typeof window !== 'undefined') {
  // Each of the browser's reports is one change for the followers, who read the state it leaves.
  window.addEventListener('online', () => {
    setUnanswered(false, { quietly: true });
    changed();
  });
  window.addEventListener('offline', changed);
  if (servedFromOfflineCopy()) setUnanswered(true);
}

export function isOffline(): boolean {
  return unanswered || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** A call got an HTTP answer, whatever it said: the network is there. */
export function callAnswered(): void {
  setUnanswered(false);
}

/**
 * A call got no HTTP answer (it failed on the network or timed out): one request to the app's own
 * origin decides whether the network is gone or only the provider is. Resolves once decided.
 */
export async function callUnanswered(): Promise<void> {
  if (isOffline()) return;
  setUnanswered(!(await originAnswers()));
}

/** Watches the connection from now: the function returned says whether it was gone at any moment. */
export function watchForDrop(): () => boolean {
  let dropped = isOffline();
  const stop = subscribeToConnection(() => {
    dropped ||= isOffline();
  });
  return () => {
    stop();
    return dropped || isOffline();
  };
}

/** Calls `onChange` whenever the connection comes or goes; returns the clean-up. */
export function subscribeToConnection(onChange: () => void): () => void {
  const listener = () => onChange();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves at once when online, otherwise as the connection returns. */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeToConnection(() => {
      if (isOffline()) return;
      stop();
      resolve();
    });
  });
}

/** The sentence every screen shows while offline. */
export const OFFLINE_NOTICE = 'Sin conexión. Te mostramos lo último que cargamos.';

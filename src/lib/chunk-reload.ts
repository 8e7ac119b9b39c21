import { callUnanswered, isOffline, watchForDrop, whenOnline } from './connection';

/**
 * A page's code that fails to load is, most of the time, a tab opened before a new
 * deployment removed the old files: one reload brings the new ones. Remembered in session
 * storage so that a chunk that keeps failing (the network is down) never loops.
 */
const LAST_RELOAD_KEY = 'autogestion-chunk-reload-at';
const MIN_MS_BETWEEN_RELOADS = 60_000;

/** webpack's error for a script or style chunk that failed or timed out (spec section 9). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}

/** The name of the chunk that failed ('payments'), read from the file's URL in webpack's error. */
export function failedChunkOf(error: unknown): string {
  const file = /\/([\w-]+)\.[0-9a-f]+\.chunk\.(?:js|css)\b/.exec(String((error as Error).message));
  return file?.[1] ?? 'unknown';
}

/** Reloads the page unless it already did so a moment ago; says whether it did. */
export function reloadForFreshCode(now = Date.now()): boolean {
  // Offline, a reload shows the browser's error page: the message offers it once back online.
  if (isOffline()) return false;
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    if (last && now - last < MIN_MS_BETWEEN_RELOADS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false; // Without storage the reload could loop: the message offers it instead.
  }
  window.location.reload();
  return true;
}

/**
 * A page's code that cannot download while offline (the browser says so, or the app's origin does
 * not answer either) is asked again as the connection returns: the page on screen stays (the router's transition keeps it), never a
 * reload, which would land on the browser's own offline page.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    // Gone at any moment of the download counts, though back by the time its failure is told.
    const wentOffline = watchForDrop();
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      await callUnanswered();
      if (!wentOffline()) throw error;
      await whenOnline();
    } finally {
      wentOffline();
    }
  }
}

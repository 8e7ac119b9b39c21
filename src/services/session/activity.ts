import { STORAGE_KEYS } from '../../lib/storage-keys';
import { availableLocalStorage, readStoredItem } from '../../lib/stored-slice';

/**
 * The last activity (a tap, a key, a scroll) of any signed-in tab of this browser: one
 * timestamp in local storage, the only thing the idle clock keeps there. Tabs learn of each
 * other's activity through the storage event; this tab's own writes reach its listeners here.
 */
const KEY = STORAGE_KEYS.lastActivity;

/** How the idle clock reads, writes and follows the shared last activity (tests give their own). */
export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
  /** Called with every new value, written by this tab or another one. Returns the clean-up. */
  subscribe(listener: (at: number) => void): () => void;
}

function parse(raw: string | null): number | null {
  const at = Number(raw);
  return raw !== null && Number.isSafeInteger(at) && at > 0 ? at : null;
}

export function readLastActivity(storage = availableLocalStorage()): number | null {
  return parse(readStoredItem(storage, KEY));
}

const ownListeners = new Set<(at: number) => void>();

/** The browser's shared activity: local storage, and its storage event for the other tabs. */
export const browserActivity: SharedActivity = {
  read: () => readLastActivity(),
  write(at) {
    try {
      availableLocalStorage()?.setItem(KEY, String(at));
    } catch {
      // Full or refused: this tab's clock still counts from its own activity.
    }
    for (const listener of ownListeners) listener(at);
  },
  subscribe(listener) {
    const onStorage = (event: StorageEvent) => {
      const at = event.key === KEY ? parse(event.newValue) : null;
      if (at !== null) listener(at);
    };
    ownListeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      ownListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** Signing in is activity: the session's time starts now, in every tab. */
export function recordSignIn(at = Date.now()): void {
  browserActivity.write(at);
}

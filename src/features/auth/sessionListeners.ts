import {
  locationChanged,
  sessionAdoptedFromOtherTab,
  sessionEnded,
  sessionSwitched,
  signedIn,
  unauthorizedResponseReceived,
} from '../../services/events';
import { popupPaths } from '../../lib/paths';
import { readStoredSlice } from '../../lib/stored-slice';
import type { AppStartListening, RootState } from '../../app/storeTypes';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { api } from '../../services/api';
import { authApi } from './authApi';
import { restoreCredentials, selectToken } from './credentialsSlice';

/** The session's life (spec section 4): pinged on every route change, ended by a refusal or a logout. */
export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: locationChanged,
    effect: async ({ payload }, { condition, dispatch, getState }) => {
      // The first location arrives before the stored session is read back.
      if (!isRehydrated(getState())) await condition((_action, state) => isRehydrated(state));
      const token = selectToken(getState());
      // The popup's pages share the opener's storage: a ping there must never end its session.
      if (!token || popupPaths.includes(payload.pathname)) return;
      const ping = await dispatch(
        authApi.endpoints.ping.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      // End it once: a 401 may already have ended it, or the cardholder signed in again meanwhile.
      if (ping.isError && selectToken(getState()) === token) {
        dispatch(sessionEnded({ reason: 'expired' }));
      }
    },
  });

  // Written at once (redux-persist batches its writes): a reload, or the payment popup
  // reading the same storage, right after signing in must find the session.
  startListening({
    actionCreator: signedIn,
    effect: async (_action, { extra }) => {
      await extra.flushPersistedState();
    },
  });

  startListening({
    actionCreator: unauthorizedResponseReceived,
    effect: (_action, { dispatch, getState }) => {
      if (selectToken(getState())) dispatch(sessionEnded({ reason: 'expired' }));
    },
  });

  // The slices have reset themselves: remove what they left in storage (written first, so that
  // no pending write brings it back) and forget server data.
  startListening({
    actionCreator: sessionEnded,
    effect: async (_action, { dispatch, extra }) => {
      await extra.flushPersistedState();
      await extra.purgePersistedState();
      await clearServiceWorkerRuntimeCaches();
      dispatch(api.util.resetApiState());
    },
  });

  // This tab took another tab's session: nothing fetched for the previous one stays on screen
  // (the pages still mounted fetch again, with the new token).
  startListening({
    predicate: (action, state, previous) =>
      sessionAdoptedFromOtherTab.match(action) && selectToken(state) !== selectToken(previous),
    effect: (_action, { dispatch }) => {
      dispatch(sessionSwitched());
      dispatch(api.util.resetApiState());
    },
  });
}

/**
 * Tabs share one session, as they share local storage. When another tab removes the token
 * (logout, failed ping) this tab ends its session too; when another tab signs in, or in again
 * as someone else, this tab takes that session instead of staying on a stale screen. The
 * stored value is read as a reload would read it. Returns the clean-up.
 */
export function followSessionOfOtherTabs(
  dispatch: (
    action: ReturnType<typeof sessionEnded> | ReturnType<typeof sessionAdoptedFromOtherTab>,
  ) => unknown,
  hasSession: () => boolean,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.credentials && event.key !== null) return;
    const stored = event.key === null ? null : readStoredSlice(event.newValue, restoreCredentials);
    if (stored?.token) dispatch(sessionAdoptedFromOtherTab({ token: stored.token }));
    else if (hasSession()) dispatch(sessionEnded({ reason: 'logout' }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function isRehydrated(state: RootState): boolean {
  return state.credentials._persist?.rehydrated !== false;
}

/** Any Cache Storage besides Workbox's precache of static files (which holds no cardholder data). */
async function clearServiceWorkerRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
  );
}

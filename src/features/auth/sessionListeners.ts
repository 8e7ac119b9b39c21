import {
  connectionReturned,
  locationChanged,
  sessionAdoptedFromOtherTab,
  sessionEnded,
  sessionSwitched,
  signedIn,
} from '../../services/events';
import { watchForDrop } from '../../lib/connection';
import { popupPaths } from '../../lib/paths';
import { SERVICE_WORKER_PAGES_CACHE } from '../../lib/service-worker';
import { readStoredSlice } from '../../lib/stored-slice';
import type { AppDispatch, AppStartListening, RootState } from '../../app/storeTypes';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { api } from '../../services/api';
import { isConnectionError } from '../../services/errors';
import { readLastActivity, recordSignIn } from '../../services/session/activity';
import { isPastIdleLimit } from '../../services/session/idle';
import { restoreSession, selectToken } from '../../services/session/sessionSlice';
import { authApi } from './authApi';

/**
 * The session's effects (its states are services/session/sessionSlice.ts): pinged on every
 * route change, its storage written at sign-in and removed at its end, and followed across tabs.
 */
export function registerSessionListeners(startListening: AppStartListening): void {
  // The page this tab shows: the popup's pages share the opener's storage, and a ping there
  // must never end its session.
  let pathname: string | null = null;
  const pings = () => pathname !== null && !popupPaths.includes(pathname);

  startListening({
    actionCreator: locationChanged,
    effect: async ({ payload }, { dispatch, getState }) => {
      pathname = payload.pathname;
      if (pings()) await checkSession(dispatch, getState);
    },
  });

  // Back online: the ping the drop held back, then (the session still good) the figures and
  // payments asked again, once.
  startListening({
    actionCreator: connectionReturned,
    effect: async (_action, { dispatch, getState }) => {
      // A ping sent during the drop ends first (its failure is the drop's), then a fresh one.
      await dispatch(authApi.util.getRunningQueryThunk('ping', undefined));
      if (pings() && (await checkSession(dispatch, getState)) === 'kept') {
        dispatch(api.util.invalidateTags(['Account', 'Payments']));
      }
    },
  });

  // The session's minutes start now, in every tab; and its token is written at once
  // (redux-persist batches its writes): a reload, or the payment popup reading the same
  // storage, right after signing in must find the session.
  startListening({
    // Unless it ended (or another tab's session was taken) while its first calls were leaving.
    predicate: (action, state, previous) =>
      signedIn.match(action) && state.session !== previous.session,
    effect: async (_action, { extra }) => {
      recordSignIn();
      await extra.flushPersistedState();
    },
  });

  // The slices have reset themselves: remove what they left in storage (written first, so that
  // no pending write brings it back) and forget server data, both before the caches' slow part:
  // the reset aborts every call under way, and a call sent later may be the next sign-in's.
  startListening({
    actionCreator: sessionEnded,
    effect: async (_action, { dispatch, extra }) => {
      await extra.flushPersistedState();
      await extra.purgePersistedState();
      dispatch(api.util.resetApiState());
      await clearServiceWorkerRuntimeCaches();
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
 * Tabs share one session, as they share local storage (docs/session.md): another tab's token
 * removed ends this tab's session, another tab's sign-in is taken over. The stored value is read
 * as a reload would read it. Returns the clean-up.
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
    const stored = event.key === null ? null : readStoredSlice(event.newValue, restoreSession);
    if (stored?.token) dispatch(sessionAdoptedFromOtherTab({ token: stored.token }));
    else if (hasSession()) {
      // Known and past the limit: the other tab's clock ended it (a cleared storage says nothing).
      const lastActivity = readLastActivity();
      const idle = lastActivity !== null && isPastIdleLimit(lastActivity, Date.now());
      dispatch(sessionEnded({ reason: idle ? 'idle' : 'logout' }));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Pings the provider and applies the spec's rule (docs/session.md#when-the-network-drops): a ping
 * with no answer while the app was offline at any moment ends nothing, and is sent again at
 * connectionReturned. Says whether the session was kept, or waits for the network.
 */
async function checkSession(
  dispatch: AppDispatch,
  getState: () => RootState,
): Promise<'kept' | 'ended' | 'offline'> {
  const token = selectToken(getState());
  if (!token) return 'ended';
  const dropped = watchForDrop();
  const ping = await dispatch(
    authApi.endpoints.ping.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const wasOffline = dropped();
  if (!ping.isError) return 'kept';
  // End it once: a 401 has already ended it (services/api.ts), or the cardholder signed in
  // again meanwhile. Any other failure, after its retries, is the provider's: the spec's
  // logout still happens, with its own reason.
  if (selectToken(getState()) !== token) return 'ended';
  if (isConnectionError(ping.error) && wasOffline) return 'offline';
  const status = 'status' in ping.error ? ping.error.status : undefined;
  dispatch(sessionEnded({ reason: status === 401 ? 'expired' : 'provider' }));
  return 'ended';
}

/**
 * Any Cache Storage besides Workbox's precache of static files and the pages' HTML (neither
 * holds cardholder data).
 */
async function clearServiceWorkerRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  const kept = (name: string) =>
    name.startsWith('workbox-precache') || name === SERVICE_WORKER_PAGES_CACHE;
  await Promise.all(names.filter((name) => !kept(name)).map((name) => caches.delete(name)));
}

import { isOffline, subscribeToConnection } from '../lib/connection';
import { isPopupPath } from '../lib/paths';
import { connectionReturned } from '../services/events';
import { followOtherTabs } from './otherTabs';
import { makeStore } from './store';

type StoreOptions = NonNullable<Parameters<typeof makeStore>[0]>;

interface WireAppOptions extends Omit<StoreOptions, 'endsIdleSession'> {
  /** The path the app starts on: the payment popup's pages are wired apart. */
  pathname: string;
}

/**
 * The store as every start wires it (startup/4-app-live.tsx, the tests' renderApp): from local
 * storage or the given state, with its listeners, its persistence paused on the popup's pages,
 * the other tabs and the connection followed until `stopFollowing`.
 */
export function wireApp({ pathname, ...storeOptions }: WireAppOptions) {
  const inPopup = isPopupPath(pathname);
  const { store, persistor, rehydrated } = makeStore({
    ...storeOptions,
    endsIdleSession: !inPopup,
  });
  // The popup's pages only read what the app stored (the session, the saved amount): were they
  // to write it back, a copy read a moment earlier could undo what the app has just written.
  if (inPopup) persistor.pause();
  const stopFollowingOtherTabs = followOtherTabs(store);
  // Back online, the session's listeners check the session and refresh what the page shows.
  const stopFollowingConnection = subscribeToConnection(() => {
    if (!isOffline()) store.dispatch(connectionReturned());
  });
  const stopFollowing = () => {
    stopFollowingOtherTabs();
    stopFollowingConnection();
  };
  return { store, persistor, rehydrated, stopFollowing };
}

import { isPopupPath } from '../lib/paths';
import { followOtherTabs } from './otherTabs';
import { makeStore } from './store';

type StoreOptions = NonNullable<Parameters<typeof makeStore>[0]>;

interface WireAppOptions extends Omit<StoreOptions, 'ownsStorage'> {
  /** The path the app starts on: the payment popup's pages are wired apart. */
  pathname: string;
}

/**
 * The store as every start wires it (src/startup/5-app-live.tsx, and renderApp in the tests):
 * made from local storage (or the starting state given), with its listeners and persistence;
 * the other tabs followed. Returns the store, its persistor and the way to stop following.
 */
export function wireApp({ pathname, ...storeOptions }: WireAppOptions) {
  const inPopup = isPopupPath(pathname);
  // The popup's pages only read what the app stored: written back, a copy read a moment
  // earlier could undo what the app has just written.
  const { store, persistor } = makeStore({ ...storeOptions, ownsStorage: !inPopup });
  const stopFollowingOtherTabs = followOtherTabs(store);
  return { store, persistor, stopFollowingOtherTabs };
}

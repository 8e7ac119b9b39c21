import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { Analytics } from '../lib/analytics';
import type { makeRootReducer } from './rootReducer';

/**
 * The store's types, in a module of their own that imports only types: the listeners and the
 * hooks use them without importing the store that registers those listeners.
 */

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/** What a store may start from: any slices, the persisted ones without redux-persist's mark. */
export type StartingState = { [Name in keyof RootState]?: Omit<RootState[Name], '_persist'> };

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** What listeners get besides the store: injected so that tests can watch it. */
export interface ListenerExtra {
  analytics: Analytics;
  /** Writes pending persisted state now, so that what is removed after stays removed. */
  flushPersistedState: () => Promise<unknown>;
  /** Removes every persisted slice from local storage (redux-persist's purge). */
  purgePersistedState: () => Promise<unknown>;
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

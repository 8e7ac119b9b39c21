import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { Analytics } from '../lib/analytics';
import type { rootReducer } from './rootReducer';

/**
 * The store's types, in a module of their own that imports only types: the listeners and the
 * hooks use them without importing the store that registers those listeners.
 */

export type RootState = ReturnType<typeof rootReducer>;

/** What a store may start from: any slices. */
export type StartingState = Partial<RootState>;

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** What listeners get besides the store: injected so that tests can watch it. */
export interface ListenerExtra {
  analytics: Analytics;
  /** Writes pending persisted state now (src/app/persistence.ts writes as it goes: at once). */
  flushPersistedState: () => Promise<unknown>;
  /** Removes every persisted slice from local storage. */
  purgePersistedState: () => Promise<unknown>;
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

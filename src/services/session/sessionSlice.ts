import { createSlice } from '@reduxjs/toolkit';
import { paths } from '../../lib/paths';
import {
  locationChanged,
  sessionAdoptedFromOtherTab,
  sessionEnded,
  signedIn,
  tokenReceived,
  type AppLocation,
} from '../events';
import type { SessionState } from './sessionState';
import { isUsableToken } from './token';

/**
 * The session's machine, drawn in docs/session.md (states in sessionState.ts). Anything it does
 * not draw leaves the state as it is: an end once ended keeps its first reason. locationChanged
 * only records, while signed in, the page to come back to.
 */
const signedOut: SessionState = { status: 'signedOut', token: null };

/**
 * The pages signing in may lead back to: only this app's own signed-in pages, by their exact
 * path (never another site, never a page of the payment popup such as /payment/frame).
 */
const RETURNABLE_PATHS: readonly string[] = [paths.home, paths.payment];

/** The path and query to come back to, or null for a page that is not one to come back to. */
export function pageToReturnTo({ pathname, search }: AppLocation): string | null {
  return RETURNABLE_PATHS.includes(pathname) ? `${pathname}${search}` : null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOut as SessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, { payload }): SessionState => {
        const ended = state.status === 'ended' ? state : null;
        // Someone else on this device is not led to the last cardholder's page (and amount).
        const sameCardholder = ended?.returnFor == null || ended.returnFor === payload.dni;
        return {
          status: 'signingIn',
          token: payload.token,
          dni: payload.dni,
          returnTo: sameCardholder ? (ended?.returnTo ?? null) : null,
        };
      })
      .addCase(signedIn, (state): SessionState => {
        if (state.status !== 'signingIn') return state;
        const { token, dni, returnTo } = state;
        return { status: 'signedIn', token, dni, page: null, returnTo };
      })
      .addCase(sessionAdoptedFromOtherTab, (state, { payload }): SessionState => {
        const page = state.status === 'signedIn' ? state.page : null;
        return { status: 'signedIn', token: payload.token, dni: null, page, returnTo: null };
      })
      .addCase(locationChanged, (state, { payload }) => {
        const page = pageToReturnTo(payload);
        if (state.status !== 'signedIn' || page === null) return;
        state.page = page;
        // On a signed-in page again: the way back has been taken (or is no longer needed).
        state.returnTo = null;
      })
      .addCase(sessionEnded, (state, { payload: { reason } }): SessionState => {
        if (state.status !== 'signedIn' && state.status !== 'signingIn') return state;
        // Ended by itself: signing in again leads back. 'Cerrar sesión' starts afresh.
        const byItself = reason !== 'logout';
        const page = state.status === 'signedIn' ? state.page : state.returnTo;
        return {
          status: 'ended',
          token: null,
          reason,
          returnTo: byItself ? page : null,
          returnFor: byItself ? state.dni : null,
        };
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    /** Why /login is shown: the reason the last session ended, or null (never signed in here). */
    selectEndReason: (state) => (state.status === 'ended' ? state.reason : null),
    selectReturnTo: (state) => (state.status === 'signedIn' ? state.returnTo : null),
  },
});

export const { selectToken, selectIsSignedIn, selectEndReason, selectReturnTo } =
  sessionSlice.selectors;

/** A session taken from storage (a reload, or a store made for a test): signed in, nothing else known. */
export function storedSession(token: string): SessionState {
  return { status: 'signedIn', token, dni: null, page: null, returnTo: null };
}

/** What storage gave back (the 'api' key): a session only with a token a header can carry. */
export function restoreSession(stored: Record<string, unknown>): SessionState {
  return isUsableToken(stored.token) ? storedSession(stored.token) : signedOut;
}

import { createSlice } from '@reduxjs/toolkit';
import {
  locationChanged,
  sessionAdoptedFromOtherTab,
  sessionEnded,
  signedIn,
  type AppLocation,
} from '../../services/events';
import { paths } from '../../lib/paths';

/**
 * Why the cardholder is on /login, and where they were. Kept in memory only (never in
 * storage): it is about this visit of this tab.
 */
interface SessionEndState {
  /** The signed-in page on screen now, or last (path and query). */
  lastPage: string | null;
  /** The session ended by itself (a failed ping or a 401), not by 'Cerrar sesión'. */
  expired: boolean;
  /** Where signing in again leads: the page the session ended on. */
  returnTo: string | null;
}

const initialState: SessionEndState = { lastPage: null, expired: false, returnTo: null };

/**
 * The pages signing in may lead back to: only this app's own signed-in pages, by their exact
 * path (never another site, never a page of the payment popup such as /payment/frame).
 */
const RETURNABLE_PATHS: readonly string[] = [paths.home, paths.payment];

/** The path and query to come back to, or null for a page that is not one to come back to. */
export function pageToReturnTo({ pathname, search }: AppLocation): string | null {
  return RETURNABLE_PATHS.includes(pathname) ? `${pathname}${search}` : null;
}

export const sessionEndSlice = createSlice({
  name: 'sessionEnd',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(locationChanged, (state, { payload }) => {
        const page = pageToReturnTo(payload);
        if (page === null) return;
        state.lastPage = page;
        // On a signed-in page again: the way back has been taken (or is no longer needed).
        state.returnTo = null;
      })
      .addCase(sessionEnded, (state, { payload }) => {
        const expired = payload.reason === 'expired';
        state.expired = expired;
        state.returnTo = expired ? state.lastPage : null;
        state.lastPage = null;
      })
      // Signed in again (here or in another tab): the explanation has done its work.
      .addCase(signedIn, (state) => {
        state.expired = false;
      })
      .addCase(sessionAdoptedFromOtherTab, (state) => {
        state.expired = false;
      });
  },
  selectors: {
    selectSessionExpired: (state) => state.expired,
    selectReturnTo: (state) => state.returnTo,
  },
});

export const { selectSessionExpired, selectReturnTo } = sessionEndSlice.selectors;

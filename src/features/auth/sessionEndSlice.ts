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
  /** The DNI of this tab's session, when it was signed in here (not restored from storage). */
  signedInAs: string | null;
  /** The DNI of the session that ended, when known: only that cardholder is led back. */
  returnFor: string | null;
}

const initialState: SessionEndState = {
  lastPage: null,
  expired: false,
  returnTo: null,
  signedInAs: null,
  returnFor: null,
};

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
        state.returnFor = expired ? state.signedInAs : null;
        state.lastPage = null;
        state.signedInAs = null;
      })
      // Signed in again (here or in another tab): the explanation has done its work.
      .addCase(signedIn, (state, { payload }) => {
        state.expired = false;
        // Someone else on this device is not led to the last cardholder's page (and amount).
        if (state.returnFor !== null && state.returnFor !== payload.dni) state.returnTo = null;
        state.returnFor = null;
        state.signedInAs = payload.dni;
      })
      .addCase(sessionAdoptedFromOtherTab, (state) => {
        state.expired = false;
        state.signedInAs = null;
      });
  },
  selectors: {
    selectSessionExpired: (state) => state.expired,
    selectReturnTo: (state) => state.returnTo,
  },
});

export const { selectSessionExpired, selectReturnTo } = sessionEndSlice.selectors;

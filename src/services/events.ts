import { createAction } from '@reduxjs/toolkit';
import type { SessionEndReason } from './session/sessionState';

/** Cross-feature events. Features react to them; none of them knows who dispatched. */

export interface AppLocation {
  pathname: string;
  search: string;
}

/** The router moved to a new location (the first one included). */
export const locationChanged = createAction<AppLocation>('navigation/locationChanged');

/** The connection is back after being offline (the browser's word, or a request answered). */
export const connectionReturned = createAction('connection/returned');

/**
 * The session is over, for the reason given (services/session/sessionState.ts): every slice
 * that belongs to it resets itself.
 */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');

/**
 * Another tab of this browser signed in (as the same cardholder or another one): this tab
 * takes that session instead of staying on what it showed. The token is what local storage
 * holds, already checked as a reload would check it.
 */
export const sessionAdoptedFromOtherTab = createAction<{ token: string }>(
  'session/adoptedFromOtherTab',
);

/**
 * The session this tab took from another tab is a different one from what it had: what was
 * kept for the previous one (the 'user-data' cache, a saved amount) is forgotten.
 */
export const sessionSwitched = createAction('session/switched');

/**
 * The provider accepted a DNI and card digits: this is the session's token. The calls the
 * session starts with carry it while /login is still on screen (startup/5-signing-in.ts).
 */
export const tokenReceived = createAction<{
  token: string;
  /** The DNI signed in with: kept in memory only, to tell whether the same cardholder is back. */
  dni: string;
}>('session/tokenReceived');

/** The sign-in's first calls have left: the signed-in pages are shown (the route changes). */
export const signedIn = createAction('session/signedIn');

/**
 * The session's states (spec section 4, "Session"): signed out, signing in, signed in, ended; the machine is
 * sessionSlice.ts. Only the token is kept in local storage (the spec's 'api' key); the rest is
 * about this tab's visit, in memory.
 */

/** Why a session ended: what /login tells the cardholder. */
export type SessionEndReason =
  /** 'Cerrar sesión' (here or in another tab): nothing to explain. */
  | 'logout'
  /** The provider refused the token (a 401, the ping's included). */
  | 'expired'
  /** The ping could not reach the provider (network, time-out, 5xx, after its retries). */
  | 'provider'
  /** No tap, key or scroll on any signed-in tab for the idle limit (idle.ts). */
  | 'idle';

export type SessionState =
  | { status: 'signedOut'; token: null }
  | {
      /** The provider gave the token: the first calls carry it while /login is still on screen. */
      status: 'signingIn';
      token: string;
      dni: string;
      /** Where signing in leads: the page the last session ended on, or null for home. */
      returnTo: string | null;
    }
  | {
      status: 'signedIn';
      token: string;
      /** The DNI signed in with on this tab; null when the session came from storage or another tab. */
      dni: string | null;
      /** The signed-in page on screen now, or last (path and query): where an end leads back. */
      page: string | null;
      /** The page to go back to right after signing in (the one the last session ended on). */
      returnTo: string | null;
    }
  | {
      status: 'ended';
      token: null;
      reason: SessionEndReason;
      /** Where signing in again leads: the page the session ended on, when it ended by itself. */
      returnTo: string | null;
      /** The DNI of the session that ended, when known: only that cardholder is led back. */
      returnFor: string | null;
    };

/** The store's part the session lives in (the slice is mounted under this key). */
export interface WithSession {
  session: SessionState;
}

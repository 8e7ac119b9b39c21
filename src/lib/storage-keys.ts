/**
 * Every local storage key the app writes (spec section 9). Logout removes the slices
 * (redux-persist's purge, src/app/persistence.ts); the last activity's time stays, so that
 * the other tabs can tell a session that ended for inactivity.
 */
export const STORAGE_KEYS = {
  credentials: 'api',
  payment: 'payment',
  userData: 'user-data',
  /** When a signed-in tab last saw a tap, key or scroll (milliseconds since 1970): nothing personal. */
  lastActivity: 'last-activity',
} as const;

/**
 * Every local storage key the app writes (spec section 9). Logout removes all of them
 * (redux-persist's purge, src/app/persistence.ts).
 */
export const STORAGE_KEYS = {
  credentials: 'api',
  payment: 'payment',
  userData: 'user-data',
} as const;

/** Every local storage key the app writes (spec section 9). Logout removes all of them. */
export const STORAGE_KEYS = {
  credentials: 'api',
  payment: 'payment',
  userData: 'user-data',
} as const;

export const ALL_STORAGE_KEYS = Object.values(STORAGE_KEYS);

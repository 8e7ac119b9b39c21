/**
 * Where the demo keeps its mock database between page loads. Kept apart from the Mirage
 * server so that the login page's demo banner can reset the demo without loading Mirage.
 */
export const DEMO_DB_KEY = 'autogestion-demo-db';

/** Back to the three demo cardholders as the contract describes them (on the next load). */
export function resetDemo(): void {
  try {
    window.localStorage.removeItem(DEMO_DB_KEY);
  } catch {
    // Storage disabled: the demo is reseeded on every load anyway.
  }
}

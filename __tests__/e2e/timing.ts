/**
 * One setting scales every time limit of the browser tests: E2E_SLOWDOWN (a factor, default 1,
 * 2 under CI). A busy machine makes everything slower at once; the tests wait on states, never
 * on fixed sleeps, so a larger factor only lets a slow run finish, it never slows a quick one.
 */
const SLOWDOWN = Math.max(1, Number(process.env.E2E_SLOWDOWN) || (process.env.CI ? 2 : 1));

/** A time limit in milliseconds, scaled for this machine. */
export function scaled(ms: number): number {
  return Math.round(ms * SLOWDOWN);
}

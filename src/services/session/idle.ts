import { config } from '../../lib/config';

/** SESSION_IDLE_MINUTES: how long a session lasts with no tap, key or scroll on any tab. */
export const IDLE_LIMIT_MS = config.sessionIdleMinutes * 60_000;

/** The warning 'Tu sesión está por cerrarse' comes this long before the end. */
export const IDLE_WARNING_MS = 60_000;

/**
 * Whether a session whose last activity was at `lastActivity` is past the limit at `now`. An
 * unknown time counts as past (nothing proves the session was used lately), and so does one
 * further in the future than the limit (a clock put back, or a hand-edited value).
 */
export function isPastIdleLimit(
  lastActivity: number | null,
  now: number,
  limitMs = IDLE_LIMIT_MS,
): boolean {
  if (lastActivity === null) return true;
  return now - lastActivity >= limitMs || lastActivity - now > limitMs;
}

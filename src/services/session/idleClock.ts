import type { SharedActivity } from './activity';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS } from './idle';

/** Where a signed-in tab stands: in use, warned (until `endsAt`), or past the limit. */
export type IdlePhase = { kind: 'active' } | { kind: 'warning'; endsAt: number } | { kind: 'idle' };

export interface IdleClockOptions {
  shared: SharedActivity;
  /** Called at every change of phase; 'idle' is the last call. */
  onPhase: (phase: IdlePhase) => void;
  /** While true (a payment popup in use), the limit is never reached: it counts as activity. */
  isHeldOff?: () => boolean;
  limitMs?: number;
  warningMs?: number;
  now?: () => number;
}

/** Activity is shared with the other tabs at most this often (the last one is always shared). */
export const SHARE_EVERY_MS = 5_000;

/**
 * One tab's idle clock: the deadline is ANY tab's last activity (the shared timestamp) plus the
 * limit, the warning `warningMs` before it. Once warned, only `stay()` or another tab's activity
 * (`shared.subscribe`) brings the session back. The rules: docs/session.md#the-idle-time-out.
 */
export function createIdleClock({
  shared,
  onPhase,
  isHeldOff = () => false,
  limitMs = IDLE_LIMIT_MS,
  warningMs = IDLE_WARNING_MS,
  now = Date.now,
}: IdleClockOptions) {
  // The shared value last taken in. A value later than now (another same-origin script, a
  // clock put back) counts as now, once: read again later, it would push the limit on forever.
  let seen = shared.read();
  let lastActivity = Math.min(seen ?? now(), now());
  let lastShared = 0;
  let phase: IdlePhase = { kind: 'active' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shareTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function setPhase(next: IdlePhase) {
    const same =
      next.kind === phase.kind &&
      (next.kind !== 'warning' || (phase.kind === 'warning' && phase.endsAt === next.endsAt));
    phase = next;
    if (!same) onPhase(next);
  }

  function share(at: number) {
    clearTimeout(shareTimer);
    shareTimer = undefined;
    lastShared = at;
    shared.write(at); // comes back through the subscription
  }

  /** Counts `at` as activity: now for this tab, shared at once or a few seconds later. */
  function active(at: number, { shareNow = false } = {}) {
    lastActivity = Math.max(lastActivity, at);
    if (shareNow || at - lastShared >= SHARE_EVERY_MS) share(lastActivity);
    else shareTimer ??= setTimeout(() => share(lastActivity), lastShared + SHARE_EVERY_MS - at);
    check();
  }

  /** Where the session stands now; sets the next timer. */
  function check() {
    if (stopped) return;
    clearTimeout(timer);
    takeShared(shared.read());
    const deadline = lastActivity + limitMs;
    const at = now();
    if (at >= deadline - warningMs && isHeldOff()) {
      active(at, { shareNow: true });
      return;
    }
    if (at >= deadline) {
      stop();
      setPhase({ kind: 'idle' });
      return;
    }
    if (at >= deadline - warningMs) {
      setPhase({ kind: 'warning', endsAt: deadline });
      timer = setTimeout(check, deadline - at);
      return;
    }
    setPhase({ kind: 'active' });
    timer = setTimeout(check, deadline - warningMs - at);
  }

  /** Takes in a shared value not seen before; true when it moves the last activity on. */
  function takeShared(at: number | null): boolean {
    if (at === null || at === seen) return false;
    seen = at;
    const counted = Math.min(at, now());
    if (counted <= lastActivity) return false;
    lastActivity = counted;
    return true;
  }

  const unsubscribe = shared.subscribe((at) => {
    if (takeShared(at)) check();
  });

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(shareTimer);
    unsubscribe();
  }

  check();

  return {
    /** A tap, a key or a scroll in this tab (ignored while warned: see above). */
    activity() {
      if (!stopped && phase.kind === 'active') active(now());
    },
    /** 'Seguir conectado': the session goes on, in every tab. */
    stay() {
      if (!stopped) active(now(), { shareNow: true });
    },
    /** The tab came back to the front: its timers may have been slowed while hidden. */
    check,
    stop,
  };
}

export type IdleClock = ReturnType<typeof createIdleClock>;

import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { sessionEnded } from '../../services/events';
import { browserActivity } from '../../services/session/activity';
import { isSessionHeldOpen } from '../../services/session/hold';
import { createIdleClock, type IdleClock, type IdlePhase } from '../../services/session/idleClock';
import { IdleWarning } from './IdleWarning';

/** What counts as the cardholder being there: a tap, a key, a scroll. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * The idle time-out of a signed-in tab (its own chunk, mounted on every signed-in page):
 * the clock of services/session/idleClock.ts fed with this tab's activity, its warning, and
 * the end of the session for inactivity.
 */
function IdleSignOut() {
  const dispatch = useAppDispatch();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const clock = useRef<IdleClock | null>(null);

  useEffect(() => {
    const onPhase = (phase: IdlePhase) => {
      if (phase.kind === 'idle') dispatch(sessionEnded({ reason: 'idle' }));
      else setEndsAt(phase.kind === 'warning' ? phase.endsAt : null);
    };
    const idleClock = createIdleClock({
      shared: browserActivity,
      onPhase,
      isHeldOff: isSessionHeldOpen,
    });
    clock.current = idleClock;
    const onActivity = () => idleClock.activity();
    // A tab in the background has its timers slowed down: back in front, it looks again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') idleClock.check();
    };
    // A tab closed past the limit (its timers slowed or frozen in the background) ends the
    // session as it goes: nothing personal waits in storage for the next visit.
    const onPageHide = () => idleClock.check();
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      idleClock.stop();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [dispatch]);

  return <IdleWarning endsAt={endsAt} onStay={() => clock.current?.stay()} />;
}

export default IdleSignOut;

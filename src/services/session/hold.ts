import { useEffect } from 'react';
import { browserActivity } from './activity';

/**
 * A payment popup in use holds the idle time-out off: the cardholder is busy in the gateway's
 * form, on another origin, where this app sees no tap nor key. While held, the shared last
 * activity is renewed often enough that no tab's clock ever reaches its warning.
 */
const RENEW_EVERY_MS = 30_000;

let holds = 0;
let renewal: ReturnType<typeof setInterval> | undefined;

function renew() {
  browserActivity.write(Date.now());
}

/** Holds the session open until the returned release is called (each hold released once). */
export function holdSessionOpen(): () => void {
  holds += 1;
  if (holds === 1) {
    renew();
    renewal = setInterval(renew, RENEW_EVERY_MS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    clearInterval(renewal);
    renew(); // the popup just closed: the minutes count from now
  };
}

/** Whether anything holds the session open now (the idle clock's check). */
export function isSessionHeldOpen(): boolean {
  return holds > 0;
}

/** Holds the session open while `held` is true (the payment page, while its popup runs). */
export function useHoldSessionOpen(held: boolean): void {
  useEffect(() => (held ? holdSessionOpen() : undefined), [held]);
}

/**
 * A reset from Opciones ends the session, so the page that could say "done" is gone: it leaves
 * this one-shot mark for /login's demo banner, which says it once and removes it. Session
 * storage: this tab only, and gone with it.
 */
const RESET_DONE_KEY = 'autogestion-demo-reset-done';

export function rememberDemoWasReset(): void {
  try {
    window.sessionStorage.setItem(RESET_DONE_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the reset happened, it just goes unsaid.
  }
}

/** Whether a reset was just made; true once, then false until the next one. */
export function takeDemoWasReset(): boolean {
  try {
    const wasReset = window.sessionStorage.getItem(RESET_DONE_KEY) !== null;
    window.sessionStorage.removeItem(RESET_DONE_KEY);
    return wasReset;
  } catch {
    return false;
  }
}

import { nextTask } from '../lib/next-task';

/**
 * Step 2, presses held: public/index.html's inline script, run as the head is parsed, holds every
 * press of a button marked `data-early-tap="<name>"` (`window.earlyTaps`). This is the app's
 * side: step 1 takes the queue over, the live /login replays each press once, in order (after
 * step 5).
 */
interface EarlyTapHolder {
  /** The names of the buttons pressed, in order, each once. */
  held: string[];
  /** What each held button said before it showed its busy label (null: it has none). */
  labels: Record<string, string | null>;
  /** Called at the next press held, once (the entry's, to start the app). */
  onHold: (() => void) | null;
  /** Stops listening: presses go to the page. */
  stop: () => void;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTapHolder;
  }
}

const ATTRIBUTE = 'data-early-tap';

/** The page's queue the entry has taken over and the app has not replayed yet. */
const taken = new WeakMap<EarlyTapHolder, { replayed: Promise<void>; markReplayed: () => void }>();

function buttonNamed(name: string) {
  return document.querySelector<HTMLButtonElement>(`button[${ATTRIBUTE}="${name}"]`);
}

/**
 * The entry takes over what the page has held and holds presses from now on; `firstTap` runs
 * at the first one, at once if a press came before the entry ran. Called again after
 * `dropEarlyTaps`, it waits for the next press. A page without the inline script holds nothing.
 */
export function holdEarlyTaps(firstTap: () => void): void {
  const taps = window.earlyTaps;
  if (!taps) return;
  if (!taken.has(taps)) {
    let markReplayed: () => void = () => undefined;
    const replayed = new Promise<void>((resolve) => (markReplayed = resolve));
    taken.set(taps, { replayed, markReplayed });
  }
  taps.onHold = () => {
    taps.onHold = null;
    firstTap();
  };
  if (taps.held.length > 0) taps.onHold();
}

/**
 * The app's code did not arrive: the held presses are dropped and their buttons say what they
 * said before, so that the cardholder can press again (still held: the page is not live).
 */
export function dropEarlyTaps(): void {
  const taps = window.earlyTaps;
  if (!taps) return;
  for (const name of taps.held.splice(0)) {
    const button = buttonNamed(name);
    button?.removeAttribute('aria-busy');
    const label = taps.labels[name];
    if (button && label != null) button.textContent = label;
    delete taps.labels[name];
  }
}

/** Not the quiet landing: the app starts at once on another page, so nothing is held. */
export function letEarlyTapsThrough(): void {
  dropEarlyTaps();
  window.earlyTaps?.stop();
}

/**
 * When the button named `name` was pressed and is waiting (it shows its busy label): settles
 * once it has been replayed. Null when it is not held.
 */
export function heldUntilReplayed(name: string): Promise<void> | null {
  const taps = typeof window === 'undefined' ? undefined : window.earlyTaps; // the prerender
  const state = taps && taken.get(taps);
  return state && taps.held.includes(name) ? state.replayed : null;
}

/**
 * The live page stops holding and presses again every button that was pressed, in order,
 * each in a task of its own (what one press renders is on screen for the next), found again
 * by name: the app may have rendered them anew.
 */
export async function replayEarlyTaps(): Promise<void> {
  const taps = window.earlyTaps;
  const state = taps && taken.get(taps);
  if (!taps || !state) return;
  taken.delete(taps);
  taps.stop();
  taps.onHold = null;
  const names = taps.held.splice(0);
  for (const name of Object.keys(taps.labels)) delete taps.labels[name];
  for (const name of names) {
    await nextTask();
    const button = buttonNamed(name);
    button?.removeAttribute('aria-busy');
    button?.click();
  }
  state.markReplayed();
}

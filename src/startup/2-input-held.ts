import { nextTask } from '../lib/next-task';

/**
 * Step 2, the cardholder's input before the app is live, in two parts:
 * - presses held: public/index.html's inline script, run as the head is parsed, holds every press
 *   of a button marked `data-early-tap="<name>"` (`window.earlyTaps`); step 1 takes the queue
 *   over, and the live /login replays each press once, in order (`replayEarlyTaps`);
 * - keys and taps left to the page: while step 4 hydrates /login they are the page's own (the
 *   fields take the keys as HTML), until React has committed (`giveInputToReact`). Reaching React
 *   earlier, they would make it hydrate the whole page inside the keystroke (docs/performance.md).
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

/** The events react-dom hydrates for at once (its `discreteReplayableEvents`). */
const EVENTS_REACT_HYDRATES_FOR = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
] as const;

let giveBack: (() => void) | null = null;

/**
 * Keeps those events inside `container` from React's listeners (on the container) until
 * `giveInputToReact`; their default actions are untouched (the key is typed, the field focused).
 */
export function leaveInputToThePage(container: HTMLElement): void {
  const keepFromReact = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) {
      event.stopPropagation();
    }
  };
  // On the body: after the held presses' listener (the document's), before React's (#root's).
  const listen = (add: boolean) => {
    for (const type of EVENTS_REACT_HYDRATES_FOR) {
      if (add) document.body.addEventListener(type, keepFromReact, { capture: true });
      else document.body.removeEventListener(type, keepFromReact, { capture: true });
    }
  };
  giveInputToReact();
  listen(true);
  giveBack = () => listen(false);
}

/** The prerendered page has committed its hydration: its events go to React again. */
export function giveInputToReact(): void {
  giveBack?.();
  giveBack = null;
}

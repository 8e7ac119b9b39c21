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
const taken = new WeakSet<EarlyTapHolder>();

function buttonNamed(name: string) {
  return document.querySelector<HTMLButtonElement>(`button[${ATTRIBUTE}="${name}"]`);
}

/** A held button no longer busy: it says again what it said before its press (if it changed). */
function release(button: HTMLButtonElement | null, label: string | null | undefined): void {
  button?.removeAttribute('aria-busy');
  if (button && label != null) button.textContent = label;
}

/**
 * The entry takes over what the page has held and holds presses from now on; `firstTap` runs
 * at the first one, at once if a press came before the entry ran. Called again after
 * `dropEarlyTaps`, it waits for the next press. A page without the inline script holds nothing.
 */
export function holdEarlyTaps(firstTap: () => void): void {
  const taps = window.earlyTaps;
  if (!taps) return;
  taken.add(taps);
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
    release(buttonNamed(name), taps.labels[name]);
    delete taps.labels[name];
  }
}

/** Not the quiet landing: the app starts at once on another page, so nothing is held. */
export function letEarlyTapsThrough(): void {
  dropEarlyTaps();
  window.earlyTaps?.stop();
}

/**
 * The live page stops holding and presses again every button that was pressed, in order,
 * each in a task of its own (what one press renders is on screen for the next), found again
 * by name: the app may have rendered them anew. Each says what the app drew before its press
 * is heard, in the same task: the press then shows what it does ('Cargando...' while INGRESAR
 * signs in), and a press that does nothing (fields left empty) leaves 'INGRESAR', not a busy
 * label for good.
 */
export async function replayEarlyTaps(): Promise<void> {
  const taps = window.earlyTaps;
  if (!taps || !taken.has(taps)) return;
  taken.delete(taps);
  taps.stop();
  taps.onHold = null;
  const names = taps.held.splice(0);
  const labels = { ...taps.labels };
  for (const name of Object.keys(taps.labels)) delete taps.labels[name];
  for (const name of names) {
    await nextTask();
    const button = buttonNamed(name);
    release(button, labels[name]);
    button?.click();
  }
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

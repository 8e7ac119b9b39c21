import { nextTask } from './next-task';

/**
 * Presses on the prerendered page before the app has taken it over. /login is painted from its
 * HTML long before the app's code runs (src/index.tsx runs it at the first press); a press of
 * INGRESAR or of a demo button in that time must not be lost. The pressed button shows it is
 * working, and once the page is live the app replays each press once, in the order they came.
 *
 * A button takes part by naming itself: `data-early-tap="<a name unique on the page, letters,
 * digits and dashes>"`; while held, it shows its `data-busy-label` if it has one. Only buttons
 * opt in: links and fields work without the app's code.
 *
 * The holding starts before any file of the app has arrived, from the first paint: a small
 * inline script in the page's <head> (public/index.html, allowed by its hash in the
 * Content-Security-Policy) listens in the capture phase, keeps the form from submitting by
 * itself (Enter in a field, a press of INGRESAR: no reload, nothing typed lost) and keeps the
 * one queue of presses, `window.earlyTaps` (EarlyTapHolder below). This module is the app's
 * side of it: the entry takes the queue over, the app replays it and then the inline script
 * stops listening.
 */
interface EarlyTapHolder {
  /** The names of the buttons pressed, in order, each once. */
  held: string[];
  /** What each held button said before it showed its busy label (null: it has none). */
  labels: Record<string, string | null>;
  /** Called at each press held (the entry's, to start the app). */
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

/** Whether the entry has taken the held presses over and the app has not replayed them yet. */
let holding = false;
let markReplayed: () => void = () => undefined;
let replayed = new Promise<void>((resolve) => {
  markReplayed = resolve;
});

function buttonNamed(name: string) {
  return document.querySelector<HTMLButtonElement>(`button[${ATTRIBUTE}="${name}"]`);
}

/**
 * The entry: takes over what the page has held since its first paint, and holds presses from
 * now on; `firstTap` runs at the first one (to start the app), at once when a press was made
 * before the entry ran. Called again after `dropEarlyTaps`, it waits for the next first press.
 * A page without the inline script (not built from public/index.html) holds nothing.
 */
export function holdEarlyTaps(firstTap: () => void): void {
  const taps = window.earlyTaps;
  if (!taps) return;
  holding = true;
  taps.onHold = () => {
    taps.onHold = null;
    firstTap();
  };
  if (taps.held.length > 0) taps.onHold();
}

/**
 * The app could not start (its code did not arrive): the held presses are dropped and their
 * buttons say what they said before, so that the cardholder can press again; presses are
 * still held, since the page is still not live.
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

/**
 * Not the quiet landing (a session to restore, another path): the app starts at once and takes
 * the page as it is, so nothing is held from now on; a press held before the entry ran is
 * dropped, its button restored (the app is on its way to another page).
 */
export function letEarlyTapsThrough(): void {
  dropEarlyTaps();
  window.earlyTaps?.stop();
}

/** Whether the button named `name` was pressed and is waiting: it shows its busy label. */
export function isEarlyTapHeld(name: string): boolean {
  return holding && (window.earlyTaps?.held.includes(name) ?? false);
}

/** Settles once the held presses have been replayed (at once when nothing is held). */
export function earlyTapsReplayed(): Promise<void> {
  return holding ? replayed : Promise.resolve();
}

/**
 * The app, once the page is live: stops holding and presses again every button that was
 * pressed, in order and each in a task of its own (what one press renders is on screen for the
 * next). The buttons are found again by name: the app may have rendered them anew.
 */
export async function replayEarlyTaps(): Promise<void> {
  const taps = window.earlyTaps;
  if (!holding || !taps) return;
  holding = false;
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
  markReplayed();
}

/** A page that has held nothing yet, before its inline script ran (for tests). */
export function forgetEarlyTaps(): void {
  window.earlyTaps?.stop();
  delete window.earlyTaps;
  holding = false;
  replayed = new Promise<void>((resolve) => {
    markReplayed = resolve;
  });
}

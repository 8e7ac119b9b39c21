import { nextTask } from './next-task';

/**
 * Presses on the prerendered page before the app has taken it over. /login is painted from its
 * HTML long before the app's code runs (src/index.tsx runs it at the first press); a press of
 * INGRESAR or of a demo cardholder in that time must not be lost. The entry holds such presses
 * from the moment its script runs, the pressed button shows it is working, and once the page
 * is live the app replays each press once, in the order they came.
 *
 * A button takes part by naming itself: `data-early-tap="<a name unique on the page, letters,
 * digits and dashes>"`; while held, it shows its `data-busy-label` if it has one. Only buttons
 * opt in: links and fields work without the app's code.
 */
const ATTRIBUTE = 'data-early-tap';
const BUSY_LABEL = 'data-busy-label';

const held: string[] = [];
/** What each held button said before it said it was busy. */
const labels = new Map<string, string | null>();
let holding = false;
let onFirstTap: () => void = () => undefined;
let markReplayed: () => void = () => undefined;
let replayed = new Promise<void>((resolve) => {
  markReplayed = resolve;
});

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  // Enter in a field: the browser clicks the form's submit button (that click is held) and
  // then submits the form, which must not reload the page.
  if (event.type === 'submit') {
    if (target?.querySelector(`button[${ATTRIBUTE}]`)) event.preventDefault();
    return;
  }
  const button = target?.closest<HTMLButtonElement>(`button[${ATTRIBUTE}]`);
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  const name = button.getAttribute(ATTRIBUTE) ?? '';
  if (held.includes(name)) return; // pressed again while waiting: still one press
  held.push(name);
  button.setAttribute('aria-busy', 'true');
  const busyLabel = button.getAttribute(BUSY_LABEL);
  labels.set(name, busyLabel ? button.textContent : null);
  if (busyLabel) button.textContent = busyLabel;
  const firstTap = onFirstTap;
  onFirstTap = () => undefined;
  firstTap();
}

function stopHolding() {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  holding = false;
}

/**
 * The entry: holds presses from now on; `firstTap` runs at the first one (to start the app).
 * Called again after `dropEarlyTaps`, it waits for the next first press.
 */
export function holdEarlyTaps(firstTap: () => void): void {
  onFirstTap = firstTap;
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * The app could not start (its code did not arrive): the held presses are dropped and their
 * buttons say what they said before, so that the cardholder can press again; presses are
 * still held, since the page is still not live.
 */
export function dropEarlyTaps(): void {
  for (const name of held.splice(0)) {
    const button = document.querySelector<HTMLButtonElement>(`button[${ATTRIBUTE}="${name}"]`);
    button?.removeAttribute('aria-busy');
    const label = labels.get(name);
    if (button && label != null) button.textContent = label;
  }
  labels.clear();
}

/** Whether the button named `name` was pressed and is waiting: it shows its busy label. */
export function isEarlyTapHeld(name: string): boolean {
  return holding && held.includes(name);
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
  if (!holding) return;
  const names = held.splice(0);
  labels.clear();
  stopHolding();
  for (const name of names) {
    await nextTask();
    const button = document.querySelector<HTMLButtonElement>(`button[${ATTRIBUTE}="${name}"]`);
    button?.removeAttribute('aria-busy');
    button?.click();
  }
  markReplayed();
}

/** A page that has held nothing yet, as at its start (for tests). */
export function forgetEarlyTaps(): void {
  stopHolding();
  held.splice(0);
  labels.clear();
  onFirstTap = () => undefined;
  replayed = new Promise<void>((resolve) => {
    markReplayed = resolve;
  });
}

/**
 * Step 5, hydrated: until React has committed /login's hydration, the keys and taps on it are
 * the page's own (the fields take the keys as HTML; presses are held, step 2). Reaching React
 * earlier, they would make it hydrate the whole page inside the keystroke (docs/performance.md).
 */

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

/**
 * While React takes over /login's prerendered HTML (a transition, src/start.tsx), what the
 * cardholder types and taps there is left to the page, as before the app arrived: the fields
 * take the keys as plain HTML (LoginForm takes their values over once hydrated) and a press of
 * INGRESAR or of a demo button is held and replayed (src/lib/early-taps.ts, whose listener on
 * the document comes first).
 *
 * Were these events to reach React before its first commit, React would hydrate the whole page
 * at once, inside the keystroke, to find the field's handlers (its selective hydration of a
 * discrete event): some 80 ms of a phone's main thread at a 4x slowdown, with the key waiting.
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
 * Keeps those events inside `container` from React's listeners (on the container itself) until
 * `giveInputToReact` is called, once the prerendered page has committed its hydration (the
 * root commits first: the page is in a Suspense boundary of its own, hydrated after it). Their
 * default actions are untouched: the key is typed, the field takes the focus.
 */
export function leaveInputToThePage(container: HTMLElement): void {
  const keepFromReact = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) {
      event.stopPropagation();
    }
  };
  // On the body: after the early taps' listener (the document's), before React's (#root's).
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

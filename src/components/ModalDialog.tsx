import {
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

interface ModalDialogProps {
  /** Names the dialog's title (`<id>-title`) and body (`<id>-body`) for assistive technology. */
  id: string;
  show: boolean;
  title: string;
  /** The body, if any; `describedBy` names the part of it read as the dialog's description. */
  children?: ReactNode;
  describedBy?: string;
  footer: ReactNode;
  /** Escape, and a click on the shade unless `shadeCancels` is false. */
  onCancel: () => void;
  shadeCancels?: boolean;
  /** What takes the focus as it opens; the dialog itself by default (its question is read). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Once the dialog has closed. */
  onExited?: () => void;
  /** False when the caller puts the focus somewhere else than where it was before. */
  restoreFocus?: boolean;
}

/** The platform's close watcher (Chromium): a phone's Back asks it to close, as Escape. */
interface CloseWatcher {
  onclose: (() => void) | null;
  destroy: () => void;
}
declare const CloseWatcher: (new () => CloseWatcher) | undefined;

/** What a Tab may stop at: a control, a link, a folded part's summary. */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';

/** The dialog's Tab stops in order: drawn ones only, and of a radio group its checked one. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.checkVisibility() &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
  );
}

/**
 * Bootstrap's modal, drawn in the browser's top layer as a popover `<dialog>`: the whole screen
 * is its shade, a screen reader hears only it (aria-modal), Tab stays in it, Escape and a
 * phone's Back cancel it, and a dialog opened later is drawn above it. A popover and not
 * `showModal`: making the page inert restyles all of it, 25 to 35 ms of a phone's press.
 * A manual one: only the page closes it (an idle warning leaves the question below open).
 */
export function ModalDialog({
  id,
  show,
  title,
  children,
  describedBy = children ? `${id}-body` : undefined,
  footer,
  onCancel,
  shadeCancels = true,
  initialFocus,
  onExited,
  restoreFocus = true,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const isOpen = useRef(false);
  const watcher = useRef<CloseWatcher | null>(null);
  // Scrolled since it last opened: only then is its top put back (a write that lays the page out).
  const scrolled = useRef(false);

  // The browser gives the focus back as it closes the dialog; this only makes sure of it, and
  // never takes it from where the person has moved it since (Escape, then Tab, at once).
  const closed = useEffectEvent(() => {
    const focus = document.activeElement;
    const lost = !focus || focus === document.body || dialog.current?.contains(focus);
    if (restoreFocus && lost && opener.current instanceof HTMLElement) opener.current.focus();
    onExited?.();
  });
  const onBack = useEffectEvent(() => {
    watcher.current = null;
    if (isOpen.current) onCancel();
  });
  // The dialog itself fills the screen: focusing it needs no scrolling, nor the layout it costs.
  const focusFirst = useEffectEvent((element: HTMLDialogElement) => {
    if (initialFocus?.current) initialFocus.current.focus();
    else element.focus({ preventScroll: true });
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || isOpen.current === show) return;
    isOpen.current = show;
    if (show) {
      opener.current = document.activeElement;
      element.showPopover();
      if (typeof CloseWatcher === 'function') {
        watcher.current = new CloseWatcher();
        watcher.current.onclose = () => onBack();
      }
      // Its top each time: a dialog taller than the screen keeps where it was last scrolled.
      if (scrolled.current) element.scrollTop = 0;
      scrolled.current = false;
      focusFirst(element);
    } else {
      watcher.current?.destroy();
      watcher.current = null;
      element.hidePopover();
      closed();
    }
  }, [show]);

  // Tab from the last part goes to the first, Shift+Tab from the first to the last.
  function keepFocusIn(event: KeyboardEvent<HTMLDialogElement>) {
    const stops = tabStops(event.currentTarget);
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const from = document.activeElement;
    if (event.shiftKey && (from === first || from === event.currentTarget)) last.focus();
    else if (!event.shiftKey && from === last) first.focus();
    else return;
    event.preventDefault();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the shade's click and Escape, as every dialog's
    <dialog
      ref={dialog}
      className="modal"
      popover="manual"
      tabIndex={-1}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusIn(event);
        if (event.key !== 'Escape') return;
        // Answered at once as by the cancelling button, and heard by no listener of the page
        // below (a dialog this one is nested in); the browser's own closing is prevented.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      onScroll={(event) => {
        if (event.target === event.currentTarget) scrolled.current = true;
      }}
      // The dialog itself is the shade around its content.
      onClick={(event) => {
        if (shadeCancels && event.target === event.currentTarget) onCancel();
      }}
    >
      {show && (
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id={`${id}-title`} className="modal-title h5">
                {title}
              </h2>
            </div>
            {children && (
              <div id={`${id}-body`} className="modal-body">
                {children}
              </div>
            )}
            <div className="modal-footer">{footer}</div>
          </div>
        </div>
      )}
    </dialog>
  );
}

import { useEffectEvent, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

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

/**
 * The browser's own modal dialog, drawn as Bootstrap's modal: the page behind is inert, Escape
 * cancels, a dialog opened later is drawn above it, and opening it runs little script.
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
  const closedByPage = useRef(false);
  const isOpen = useRef(false);
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
      closedByPage.current = false;
      element.showModal();
      // Its top each time: a dialog taller than the screen keeps where it was last scrolled.
      if (scrolled.current) element.scrollTop = 0;
      scrolled.current = false;
      focusFirst(element);
    } else {
      closedByPage.current = true;
      if (element.open) element.close();
      closed();
    }
  }, [show]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the shade's click and Escape, as every dialog's
    <dialog
      ref={dialog}
      className="modal"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      // No listener of the page below (a dialog this one is nested in) hears Escape.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      // Escape: answered at once as by the cancelling button, which closes the dialog through
      // `show`; the browser's own close would leave the page's state open until a later task.
      // React passes a nested dialog's events up its tree (a question inside Opciones).
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCancel();
      }}
      // The browser closing it on its own; a close the page made reaches here a task later,
      // when the dialog may be open again (Volver, then Enter at once): not a cancel.
      onClose={(event) => {
        if (event.target !== event.currentTarget || event.currentTarget.open) return;
        if (!closedByPage.current) onCancel();
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

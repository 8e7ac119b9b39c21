import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface ConfirmDialogProps {
  /** Names the dialog's title and body for assistive technology. */
  id: string;
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs inside the click on the confirming button (a popup may open there). */
  onConfirm: () => void;
  /** The cancelling button, Escape or a click outside. */
  onCancel: () => void;
  /** Once the dialog has closed. */
  onExited?: () => void;
  /** False when the caller puts the focus somewhere else than the button that opened it. */
  restoreFocus?: boolean;
}

/**
 * A question before something that cannot be undone: the title asks, two buttons answer. The
 * browser's own modal dialog, drawn as Bootstrap's: the page behind is inert, Escape cancels,
 * and the press that opens it runs little script (it answers in the next frame).
 */
export function ConfirmDialog({
  id,
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onExited,
  restoreFocus = true,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const closedByPage = useRef(false);
  const isOpen = useRef(false);

  const closed = useEffectEvent(() => {
    if (restoreFocus && opener.current instanceof HTMLElement) opener.current.focus();
    onExited?.();
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || isOpen.current === show) return;
    isOpen.current = show;
    if (show) {
      opener.current = document.activeElement;
      closedByPage.current = false;
      element.showModal();
      // The dialog itself first, so that its title and question are read; Tab goes to the buttons.
      element.focus();
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
      aria-describedby={`${id}-body`}
      // Escape: the browser closes the dialog, answered as by cancelling; a dialog below this one
      // (Opciones) does not hear the key.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onClose={() => {
        if (!closedByPage.current) onCancel();
      }}
      // The dialog itself is the shade around its content: a click there cancels.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
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
            <div id={`${id}-body`} className="modal-body">
              {children}
            </div>
            <div className="modal-footer">
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button variant="primary" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}

import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

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
  /** Once the dialog has faded out. */
  onExited?: () => void;
  /** False when the caller puts the focus somewhere else than the button that opened it. */
  restoreFocus?: boolean;
}

/** A question before something that cannot be undone: the title asks, two buttons answer. */
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
  return (
    // Without the fade, as 'Opciones': the question answers its press in the next frame.
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      animation={false}
      restoreFocus={restoreFocus}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={`${id}-body`}>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

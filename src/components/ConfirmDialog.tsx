import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ModalDialog } from './ModalDialog';

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

/** A question before something that cannot be undone: the title asks, two buttons answer. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  children,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      {...dialog}
      onCancel={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}

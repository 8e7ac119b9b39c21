import Button from 'react-bootstrap/Button';
import { ModalDialog } from '../../../components/ModalDialog';
import { paymentCopy } from '../copy';
import type { DialogKind } from './paymentPageState';

interface PaymentDialogProps {
  kind: DialogKind | null;
  /** Where the body is not the copy's own (the provider's refusal). */
  body: string | null;
  onClose: () => void;
  /**
   * Once it has closed. Nothing on the page opened it (the popup's end did), so the page
   * puts the focus back itself (on its heading), never leaving it on the body.
   */
  onExited: () => void;
}

/** The dialog that tells how the payment's flow ended (error catalogue, spec section 8). */
export function PaymentDialog({ kind, body, onClose, onExited }: PaymentDialogProps) {
  const copy = kind ? paymentCopy.dialogs[kind] : null;
  return (
    <ModalDialog
      id="payment-dialog"
      show={copy !== null}
      title={copy?.title ?? ''}
      onCancel={onClose}
      onExited={onExited}
      restoreFocus={false}
      footer={
        <Button variant="primary" onClick={onClose}>
          Aceptar
        </Button>
      }
    >
      {body ?? copy?.body}
    </ModalDialog>
  );
}

import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { paymentCopy } from '../copy';
import type { DialogKind } from './paymentPageState';

interface PaymentDialogProps {
  kind: DialogKind | null;
  onClose: () => void;
  /**
   * Once it has faded out. Nothing on the page opened it (the popup's end did), so the page
   * puts the focus back itself (on its heading), never leaving it on the body.
   */
  onExited: () => void;
}

/** The dialog that tells how the payment's flow ended (error catalogue, spec section 8). */
export function PaymentDialog({ kind, onClose, onExited }: PaymentDialogProps) {
  const copy = kind ? paymentCopy.dialogs[kind] : null;
  return (
    <Modal
      show={copy !== null}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      centered
      aria-labelledby="payment-dialog-title"
      aria-describedby="payment-dialog-body"
    >
      <Modal.Header>
        <Modal.Title id="payment-dialog-title" as="h2" className="h5">
          {copy?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="payment-dialog-body">{copy?.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Aceptar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { paymentCopy } from './copy';
import type { PaymentDialogKind } from './monitor';

/** The dialog that ends a payment (error catalogue, spec section 8). */
export function PaymentDialog({ kind, onClose }: { kind: PaymentDialogKind; onClose: () => void }) {
  const copy = kind ? paymentCopy.dialogs[kind] : null;
  return (
    <Modal show={copy !== null} onHide={onClose} centered aria-labelledby="payment-dialog-title">
      <Modal.Header>
        <Modal.Title id="payment-dialog-title" as="h2" className="h5">
          {copy?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{copy?.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Aceptar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

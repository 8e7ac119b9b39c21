import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { PaymentEntry } from '../../services/provider';
import { PaymentRow, paymentKey } from '../../components/PaymentRow';

const LIST_ID = 'cancelled-payments';

/**
 * Attempts that never paid, folded under a disclosure below 'Últimos pagos': a button that
 * says how many (aria-expanded, aria-controls) and shows them in the same rows when opened.
 */
export function CancelledPayments({ payments }: { payments: PaymentEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <Button
        variant="link"
        className="px-0"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen(!open)}
      >
        Ver intentos cancelados ({payments.length}){' '}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <ListGroup as="ul" id={LIST_ID} aria-label="Intentos cancelados" hidden={!open}>
        {payments.map((payment, index) => (
          <PaymentRow key={paymentKey(payment, index)} payment={payment} receivedHere={false} />
        ))}
      </ListGroup>
    </div>
  );
}

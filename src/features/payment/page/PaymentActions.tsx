import { useState, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ExternalLink } from '../../../components/ExternalLink';
import { config } from '../../../lib/config';
import { formatCents, type Cents } from '../../../lib/money';
import { paymentCopy } from '../copy';
import type { PaymentFacts } from '../receipts/paymentFacts';
import { ReceiptActions } from '../receipts/ReceiptActions';
import type { PaymentAction } from './paymentPageView';

interface PaymentActionHandlers {
  goToForm: () => void;
  /** Reintentar pago and Volver a pagar: the form again, with the payment's amount. */
  retry: () => void;
  backHome: () => void;
  /** 'Pagar otro monto', once confirmed. */
  payAnother: () => void;
}

interface PaymentActionsProps {
  actions: PaymentAction[];
  amount: Cents | null;
  /** What payments/ says of the payment, for its receipt; null until it lists it. */
  receipt: PaymentFacts | null;
  on: PaymentActionHandlers;
  /** 'Ir al formulario' takes the focus while the popup is open. */
  goToFormRef: Ref<HTMLButtonElement>;
}

/** The ways forward the page offers, in the order the view gives them. */
export function PaymentActions({ actions, amount, receipt, on, goToFormRef }: PaymentActionsProps) {
  if (actions.length === 0) return null;
  const button = (action: PaymentAction, index: number) => {
    const variant = index === 0 ? 'primary' : 'secondary';
    switch (action) {
      case 'goToForm':
        return (
          <Button key={action} ref={goToFormRef} variant={variant} onClick={on.goToForm}>
            {paymentCopy.goToForm}
          </Button>
        );
      case 'retry':
      case 'payAgain':
        return (
          <Button key={action} variant={variant} onClick={on.retry}>
            {action === 'retry' ? paymentCopy.retry : paymentCopy.payAgain}
          </Button>
        );
      case 'backHome':
        return (
          <Button key={action} variant={variant} onClick={on.backHome}>
            {paymentCopy.backHome}
          </Button>
        );
      case 'otherWaysToPay':
        return (
          <ExternalLink key={action} href={config.paymentMethodsUrl} className="btn btn-link">
            {paymentCopy.otherWaysToPay}
          </ExternalLink>
        );
      case 'payAnother':
        return <PayAnother key={action} amount={amount} onConfirmed={on.payAnother} />;
      case 'receipt':
        return receipt && <ReceiptActions key={action} payment={receipt} />;
      default:
        return action satisfies never;
    }
  };
  return <div className="payment-actions d-flex flex-wrap gap-2">{actions.map(button)}</div>;
}

const copy = paymentCopy.inProgress;

/** 'Pagar otro monto': a second payment only after an explicit confirmation. */
function PayAnother({ amount, onConfirmed }: { amount: Cents | null; onConfirmed: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setConfirming(true)}>
        {copy.payAnother}
      </Button>
      <ConfirmDialog
        id="pay-another"
        show={confirming}
        title={copy.confirmTitle}
        confirmLabel={copy.confirm}
        cancelLabel={copy.keep}
        onConfirm={onConfirmed}
        onCancel={() => setConfirming(false)}
      >
        {copy.confirmBody(amount === null ? '' : formatCents(amount))}
      </ConfirmDialog>
    </>
  );
}

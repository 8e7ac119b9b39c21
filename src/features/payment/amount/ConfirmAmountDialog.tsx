import { useImperativeHandle, useState, type Ref } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCents, type Cents } from '../../../lib/money';
import { paymentCopy } from '../copy';

const copy = paymentCopy.confirmAmount;

/** What the amount form asks of the question: an amount above the balance, to ask about. */
export interface AmountQuestion {
  ask: (amount: Cents) => void;
}

interface ConfirmAmountDialogProps {
  balance: Cents;
  /** Runs inside the click on 'Pagar $ X': the payment popup opens there or not at all. */
  onPay: (amount: Cents) => void;
  /** Once the dialog has closed after 'Corregir', Escape or a click outside. */
  onCorrected: () => void;
  ref?: Ref<AmountQuestion>;
}

/** The amount asked about; `correcting` once Corregir closed the dialog. */
interface Review {
  amount: Cents;
  open: boolean;
  correcting: boolean;
}

/**
 * 'Revisá el monto': an amount above the last statement's balance is asked about before the
 * popup opens, naming both figures (a slip such as 84350,75 read as 8,435,075 shows here). It
 * keeps its own state, so that asking draws the question and not the whole form again.
 */
export function ConfirmAmountDialog({
  balance,
  onPay,
  onCorrected,
  ref,
}: ConfirmAmountDialogProps) {
  const [review, setReview] = useState<Review | null>(null);
  useImperativeHandle(
    ref,
    () => ({ ask: (amount) => setReview({ amount, open: true, correcting: false }) }),
    [],
  );
  if (!review) return null;
  const amountText = formatCents(review.amount);
  return (
    <ConfirmDialog
      id="confirm-amount"
      show={review.open}
      title={copy.title}
      confirmLabel={copy.pay(amountText)}
      cancelLabel={copy.correct}
      onConfirm={() => {
        setReview({ ...review, open: false });
        onPay(review.amount);
      }}
      onCancel={() => setReview({ ...review, open: false, correcting: true })}
      onExited={() => {
        if (review.correcting) onCorrected();
        setReview(null);
      }}
      // The amount field takes the focus back on Corregir (onCorrected), not Continuar.
      restoreFocus={false}
    >
      {copy.body(amountText, formatCents(balance))}
    </ConfirmDialog>
  );
}

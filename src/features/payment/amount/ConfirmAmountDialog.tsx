import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCents, type Cents } from '../../../lib/money';
import { paymentCopy } from '../copy';

const copy = paymentCopy.confirmAmount;

interface ConfirmAmountDialogProps {
  show: boolean;
  amount: Cents;
  balance: Cents;
  /** Runs inside the click on 'Pagar $ X': the payment popup opens there or not at all. */
  onPay: () => void;
  /** 'Corregir', Escape or a click outside: back to the amount, as it was. */
  onCorrect: () => void;
  /** Once the dialog has closed. */
  onExited: () => void;
}

/**
 * 'Revisá el monto': an amount above the last statement's balance is asked about before the
 * popup opens, naming both figures (a slip such as 84350,75 read as 8,435,075 shows here).
 */
export function ConfirmAmountDialog({
  show,
  amount,
  balance,
  onPay,
  onCorrect,
  onExited,
}: ConfirmAmountDialogProps) {
  const amountText = formatCents(amount);
  return (
    <ConfirmDialog
      id="confirm-amount"
      show={show}
      title={copy.title}
      confirmLabel={copy.pay(amountText)}
      cancelLabel={copy.correct}
      onConfirm={onPay}
      onCancel={onCorrect}
      onExited={onExited}
      // The amount field takes the focus back on Corregir (the form's onExited), not Continuar.
      restoreFocus={false}
    >
      {copy.body(amountText, formatCents(balance))}
    </ConfirmDialog>
  );
}

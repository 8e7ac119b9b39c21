import Button from 'react-bootstrap/Button';
import { formatCents, type Cents } from '../../lib/money';
import { paymentCopy } from './copy';

const copy = paymentCopy.quickAmounts;

/** A one-tap amount: its name, and the amount it fills the field with. */
export interface QuickAmount {
  label: string;
  cents: Cents;
}

/**
 * 'Saldo total' (balance.current) and 'Pago mínimo' (the account's optional minimum_payment),
 * each only when the account gives it above 0, the minimum only when it differs from the total.
 */
export function quickAmountsOf(balance: Cents | null, minimumPayment: Cents | null): QuickAmount[] {
  const choices: QuickAmount[] = [];
  if (balance !== null && balance > 0n) choices.push({ label: copy.total, cents: balance });
  if (minimumPayment !== null && minimumPayment > 0n && minimumPayment !== balance) {
    choices.push({ label: copy.minimum, cents: minimumPayment });
  }
  return choices;
}

interface QuickAmountsProps {
  choices: QuickAmount[];
  /** The amount the field holds now, if it holds one: the choice it matches reads as pressed. */
  current: Cents | null;
  disabled: boolean;
  onChoose: (cents: Cents) => void;
  /** 'Otro monto': an empty field to type into. */
  onOther: () => void;
}

/** The one-tap choices above the amount field, plus 'Otro monto' for free entry. */
export function QuickAmounts({ choices, current, disabled, onChoose, onOther }: QuickAmountsProps) {
  if (choices.length === 0) return null;
  const matched = choices.some((choice) => choice.cents === current);
  return (
    <div role="group" aria-label={copy.label} className="quick-amounts d-flex flex-wrap gap-2">
      {choices.map((choice) => (
        <Button
          key={choice.label}
          variant={choice.cents === current ? 'primary' : 'outline-primary'}
          aria-pressed={choice.cents === current}
          disabled={disabled}
          onClick={() => onChoose(choice.cents)}
        >
          {choice.label}{' '}
          <span className="fw-semibold text-nowrap">{formatCents(choice.cents)}</span>
        </Button>
      ))}
      <Button
        variant={matched ? 'outline-primary' : 'primary'}
        aria-pressed={!matched}
        disabled={disabled}
        onClick={onOther}
      >
        {copy.other}
      </Button>
    </div>
  );
}

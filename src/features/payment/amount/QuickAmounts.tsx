import { formatCents, type Cents } from '../../../lib/money';
import { paymentCopy } from '../copy';

const copy = paymentCopy.quickAmounts;

/** A one-tap amount: its name, and the amount it fills the field with. */
export interface QuickAmount {
  label: string;
  cents: Cents;
}

/**
 * 'Saldo pendiente' (balance.current) and 'Pago mínimo' (the account's optional minimum_payment),
 * each only when the account gives it above 0, the minimum only when it differs from the total.
 */
export function quickAmountsOf(balance: Cents | null, minimumPayment: Cents | null): QuickAmount[] {
  const choices: QuickAmount[] = [];
  if (balance !== null && balance > 0) choices.push({ label: copy.total, cents: balance });
  if (minimumPayment !== null && minimumPayment > 0 && minimumPayment !== balance) {
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

/**
 * The one-tap choices above the amount field, plus 'Otro monto' for free entry: a list of
 * buttons (Bootstrap's list group: the pressed one is white on the primary colour, which reads
 * at AA in light and dark, where an outline button's red text on the dark background does not).
 */
export function QuickAmounts({ choices, current, disabled, onChoose, onOther }: QuickAmountsProps) {
  if (choices.length === 0) return null;
  const matched = choices.some((choice) => choice.cents === current);
  const item = (pressed: boolean) =>
    `list-group-item list-group-item-action d-flex flex-wrap justify-content-between gap-2${pressed ? ' active' : ''}`;
  return (
    <div role="group" aria-label={copy.label} className="list-group">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className={item(choice.cents === current)}
          aria-pressed={choice.cents === current}
          disabled={disabled}
          onClick={() => onChoose(choice.cents)}
        >
          {choice.label} <span className="fw-semibold">{formatCents(choice.cents)}</span>
        </button>
      ))}
      <button
        type="button"
        className={item(!matched)}
        aria-pressed={!matched}
        disabled={disabled}
        onClick={onOther}
      >
        {copy.other}
      </button>
    </div>
  );
}

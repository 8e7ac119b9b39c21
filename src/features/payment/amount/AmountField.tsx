import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
} from 'react';
import {
  amountAfterEdit,
  caretAfterEdit,
  deletionOverSeparator,
  maskedAmount,
  settledAmount,
  type AmountEdit,
} from './amount';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;

interface AmountFieldProps extends InputProps {
  /** The plain decimal the field holds ('84350.75', '15.' while typed); shown masked. */
  value: string;
  /** A key, a deletion or a paste, read against what the field showed. */
  onEdit: (edit: AmountEdit) => void;
  /** The field left: its value with two decimals. */
  onSettle: (value: string) => void;
}

/**
 * The amount as the spec's mask shows it ('$ 84,350.75'): what is typed or pasted is read by
 * `amountAfterEdit`, the text is always `maskedAmount(value)`, and the caret keeps its place
 * among the digits.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, onEdit, onSettle, ...input },
  ref,
) {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);
  const shown = maskedAmount(value);
  // Digits after the caret at the last edit; each edit renders, even one refused.
  const [caret, setCaret] = useState<{ digitsAfter: number } | null>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!caret || !element || document.activeElement !== element) return;
    const at = caretAfterEdit(element.value, caret.digitsAfter);
    element.setSelectionRange(at, at);
  }, [caret, shown]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const target = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const direction = inputType === 'deleteContentForward' ? 'forward' : 'backward';
    const edited = deletionOverSeparator(
      shown,
      target.value,
      target.selectionStart ?? target.value.length,
      direction,
    );
    setCaret({ digitsAfter: edited.raw.slice(edited.caret).replace(/\D/g, '').length });
    onEdit(amountAfterEdit(shown, edited.raw));
  }

  return (
    <input
      {...input}
      ref={field}
      type="text"
      value={shown}
      onChange={handleChange}
      onBlur={() => onSettle(settledAmount(value))}
    />
  );
});

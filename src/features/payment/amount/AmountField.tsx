import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import CurrencyInput, { formatValue, type IntlConfig } from 'react-currency-input-field';
import {
  amountAfterEdit,
  caretAfterEdit,
  deletionOverSeparator,
  maskedAmount,
  settledAmount,
  type AmountEdit,
} from './amount';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'step' | 'min' | 'max'
>;

interface AmountFieldProps extends InputProps {
  /** The plain decimal the field holds ('84350.75', '15.' while typed); shown masked. */
  value: string;
  /** A key, a deletion or a paste, read against what the field showed. */
  onEdit: (edit: AmountEdit) => void;
  /** The field left: its value with two decimals. */
  onSettle: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The spec's mask as react-currency-input-field draws it: '$ ' prefix, ',' thousands, '.'
 * decimals. Its numbers are formatted in one locale, not the phone's: a phone set to Spanish
 * (Spain) would group 1500 as '1500', one in India 1234567 as '12,34,567'.
 */
export const AMOUNT_MASK = {
  prefix: '$ ',
  groupSeparator: ',',
  decimalSeparator: '.',
  intlConfig: { locale: 'en-US' } satisfies IntlConfig,
} as const;

/**
 * The library formats with `Intl.NumberFormat` at every drawing, and the first one in a page
 * builds the browser's number formatting (90 to 220 ms at 4x CPU): built at the browser's first
 * idle moment after this code arrives (home asks for it at its own idle moment), so that Pagar's
 * press does not.
 */
function warmMask(): void {
  formatValue({ ...AMOUNT_MASK, value: '1' });
}
if (typeof requestIdleCallback === 'function') requestIdleCallback(warmMask);
else setTimeout(warmMask, 0);

/**
 * The amount field: react-currency-input-field's input, holding the plain decimal the form
 * keeps and drawing it with the spec's mask ('$ 84,350.75'; `maskedAmount` is that text). What
 * is typed or pasted is read by `amountAfterEdit` (both conventions, a refused edit keeps the
 * amount), not by the library's own reading, and the caret keeps its place among the digits.
 */
export function AmountField({ value, onEdit, onSettle, ref, ...input }: AmountFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);
  const shown = maskedAmount(value);
  // Digits after the caret at the last edit; each edit renders, even one refused.
  const [caret, setCaret] = useState<{ digitsAfter: number } | null>(null);

  // After the library's own placing of the caret (a child's effects run first).
  useEffect(() => {
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
    <CurrencyInput
      {...input}
      {...AMOUNT_MASK}
      ref={field}
      value={value}
      allowNegativeValue
      disableAbbreviations
      // The library keeps a text of its own only for '-' alone (and '.', which the reading never
      // gives): given nothing for it, it always draws `value`, whatever filled the field since.
      transformRawValue={(raw) => {
        const read = amountAfterEdit(shown, raw).value;
        return read === '-' ? '' : read;
      }}
      formatValueOnBlur={false}
      onChange={handleChange}
      onBlur={() => onSettle(settledAmount(value))}
    />
  );
}

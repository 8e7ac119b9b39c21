import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import CurrencyInput, { formatValue } from 'react-currency-input-field';
import { Link } from 'react-router-dom';
import {
  NeedsConnectionNotice,
  NEEDS_CONNECTION_TO_PAY,
  useNeedsConnection,
} from '../../../components/OfflineNotice';
import { paths } from '../../../lib/paths';
import { centsToDecimal, type Cents } from '../../../lib/money';
import { amountAfterEdit, parseAmount } from './amount';
import { ConfirmAmountDialog } from './ConfirmAmountDialog';
import { paymentCopy } from '../copy';
import { QuickAmounts, quickAmountsOf } from './QuickAmounts';

/** The spec's mask (section 9): the field shows it, and an edit is read against it. */
const MASK = { prefix: '$ ', groupSeparator: ',', decimalSeparator: '.' } as const;

/**
 * Formats one amount with the field's mask, whose first use in a page builds the browser's
 * number formatting (Intl.NumberFormat: about 60 ms at 4x CPU): done ahead, Pagar's press
 * does not wait for it.
 */
export function warmAmountMask(): void {
  formatValue({ ...MASK, value: '1' });
}

/**
 * Keeps the caret after the '$ ' prefix (unless the whole text is selected): the mask moves a
 * digit typed before its prefix to the end of the amount, so 7 typed left of '$ 8,435' would
 * not be 78,435.
 */
function keepCaretAfterPrefix(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const after = input.value.indexOf(MASK.prefix) + MASK.prefix.length;
  const { selectionStart: start, selectionEnd: end } = input;
  if (after < MASK.prefix.length || start === null || end === null || start >= after) return;
  if (start === 0 && end === input.value.length) return;
  input.setSelectionRange(after, Math.max(after, end));
}

interface AmountFormProps {
  /** The amount the field starts with (the URL's, or the payment tried again), if any. */
  initialAmount: Cents | null;
  waiting: boolean;
  /** The last statement's balance, when the account gave it: above it, Continuar asks first. */
  balance: Cents | null;
  /** The account's optional minimum payment. */
  minimumPayment: Cents | null;
  onContinue: (cents: Cents) => void;
  /** Focus the field at once: the cardholder has just asked for it (Pagar otro monto). */
  focusOnMount?: boolean;
}

/** An amount above the balance, asked about; `correcting` once Corregir closed the dialog. */
interface Review {
  cents: Cents;
  open: boolean;
  correcting: boolean;
}

/** The amount, with the spec's mask and the quick choices, and Continuar / Cancelar. */
export function AmountForm({
  initialAmount,
  waiting,
  balance,
  minimumPayment,
  onContinue,
  focusOnMount = false,
}: AmountFormProps) {
  // The field holds text: the plain decimal the mask shows ('84350.75'), read back as cents.
  const [value, setValue] = useState(initialAmount === null ? '' : centsToDecimal(initialAmount));
  // A quick choice replaces the text: a new field, so that the mask forgets the old one.
  const [fieldKey, setFieldKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState(focusOnMount ? 1 : 0);
  const [review, setReview] = useState<Review | null>(null);
  // Said after an edit that could not be read, until the field holds an amount again.
  const [unreadable, setUnreadable] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const connection = useNeedsConnection(NEEDS_CONNECTION_TO_PAY);
  const check = parseAmount(value);
  // What the field shows now, as the mask renders `value`: the next edit is read against it.
  const shown = formatValue({ ...MASK, value });

  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  function fill(amount: string) {
    setValue(amount);
    setUnreadable(false);
    setFieldKey((key) => key + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.ready || waiting || !connection.online()) return;
    if (balance !== null && balance > 0 && check.cents > balance) {
      setReview({ cents: check.cents, open: true, correcting: false });
      return;
    }
    // Opened here, inside the submit (a click or Enter), so no popup blocker stops it.
    onContinue(check.cents);
  }

  function payReviewed(cents: Cents) {
    setReview({ cents, open: false, correcting: false });
    if (!connection.online()) return;
    // Inside the click on 'Pagar $ X', with nothing awaited before: the popup may open.
    onContinue(cents);
  }

  // After every edit, its text read as transformRawValue read it (but for the mask's Backspace
  // over a ',', which also takes a digit: a deletion never makes the text unreadable).
  function noteEdit(raw: string) {
    const edit = amountAfterEdit(shown, raw);
    const next = parseAmount(edit.value);
    const anAmount = next.ready || next.reason === 'too-large';
    setUnreadable((said) => edit.unreadable || (said && !anAmount));
  }

  // One message at a time: the newest edit's.
  const tooLarge = !check.ready && check.reason === 'too-large' && !unreadable;
  const describedBy = unreadable ? 'amount-unreadable' : tooLarge ? 'amount-too-large' : undefined;
  return (
    <Form onSubmit={handleSubmit} noValidate className="d-grid gap-3">
      <QuickAmounts
        choices={quickAmountsOf(balance, minimumPayment)}
        current={check.ready ? check.cents : null}
        disabled={waiting}
        onChoose={(cents) => fill(centsToDecimal(cents))}
        onOther={() => {
          fill('');
          setFocusRequest((request) => request + 1);
        }}
      />
      <Form.Group controlId="payment-amount">
        <Form.Label>{paymentCopy.amountLabel}</Form.Label>
        <CurrencyInput
          key={fieldKey}
          ref={field}
          id="payment-amount"
          className="form-control form-control-lg"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          {...MASK}
          decimalsLimit={2}
          decimalScale={2}
          // A minus sign is kept and shown ('-$ 5'), so that '-5' is no amount rather than 5.
          allowNegativeValue
          disableAbbreviations
          value={value}
          disabled={waiting}
          aria-describedby={describedBy}
          aria-invalid={unreadable || undefined}
          onSelect={keepCaretAfterPrefix}
          transformRawValue={(raw) => amountAfterEdit(shown, raw).value}
          onValueChange={(raw) => setValue(raw ?? '')}
          onChange={(event) => noteEdit(event.target.value)}
        />
        {unreadable && (
          <Form.Text id="amount-unreadable" className="text-danger-emphasis" role="alert">
            {paymentCopy.amountUnreadable}
          </Form.Text>
        )}
        {tooLarge && (
          <Form.Text id="amount-too-large" className="text-danger-emphasis" role="alert">
            {paymentCopy.amountTooLarge}
          </Form.Text>
        )}
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={!check.ready || waiting}>
          {waiting ? paymentCopy.continueWaiting : paymentCopy.continue}
        </Button>
        <Link to={paths.home} className="btn btn-secondary">
          {paymentCopy.cancel}
        </Link>
        <NeedsConnectionNotice notice={connection.notice} />
      </div>
      {review && balance !== null && (
        <ConfirmAmountDialog
          show={review.open}
          amount={review.cents}
          balance={balance}
          onPay={() => payReviewed(review.cents)}
          onCorrect={() => setReview({ ...review, open: false, correcting: true })}
          onExited={() => {
            if (review.correcting) field.current?.focus();
            setReview(null);
          }}
        />
      )}
    </Form>
  );
}

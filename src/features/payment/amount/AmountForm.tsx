import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import {
  NeedsConnectionNotice,
  NEEDS_CONNECTION_TO_PAY,
  useNeedsConnection,
} from '../../../components/OfflineNotice';
import { paths } from '../../../lib/paths';
import { centsToDecimal, type Cents } from '../../../lib/money';
import { parseAmount, type AmountEdit } from './amount';
import { AmountField } from './AmountField';
import { ConfirmAmountDialog, type AmountQuestion } from './ConfirmAmountDialog';
import { paymentCopy } from '../copy';
import { QuickAmounts, quickAmountsOf } from './QuickAmounts';

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
  const [focusRequest, setFocusRequest] = useState(focusOnMount ? 1 : 0);
  // Said after an edit that could not be read, until the field holds an amount again.
  const [unreadable, setUnreadable] = useState(false);
  // The field left since the last edit: an amount not above 0 is said then, not at the '0' on
  // the way to '0.50'.
  const [settled, setSettled] = useState(false);
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const question = useRef<AmountQuestion>(null);
  const connection = useNeedsConnection(NEEDS_CONNECTION_TO_PAY);
  const check = parseAmount(value);

  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  function fill(amount: string) {
    setValue(amount);
    setUnreadable(false);
    setSettled(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.ready || waiting || !connection.online()) return;
    if (balance !== null && balance > 0 && check.cents > balance) {
      question.current?.ask(check.cents);
      return;
    }
    // Opened here, inside the submit (a click or Enter), so no popup blocker stops it.
    onContinue(check.cents);
  }

  function payReviewed(cents: Cents) {
    if (!connection.online()) return;
    // Inside the click on 'Pagar $ X', with nothing awaited before: the popup may open.
    onContinue(cents);
  }

  function handleEdit(edit: AmountEdit) {
    setValue(edit.value);
    setSettled(false);
    const next = parseAmount(edit.value);
    const anAmount = next.ready || next.reason === 'too-large';
    setUnreadable((said) => edit.unreadable || (said && !anAmount));
  }

  // One message at a time: the newest edit's.
  const tooLarge = !check.ready && check.reason === 'too-large' && !unreadable;
  const notPositive = settled && !check.ready && check.reason === 'not-positive' && !unreadable;
  const describedBy = unreadable
    ? 'amount-unreadable'
    : tooLarge
      ? 'amount-too-large'
      : notPositive
        ? 'amount-not-positive'
        : undefined;
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
        <AmountField
          ref={field}
          id="payment-amount"
          className="form-control form-control-lg"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={waiting}
          aria-describedby={describedBy}
          aria-invalid={unreadable || undefined}
          onEdit={handleEdit}
          // Drawn after the press that moved the focus (Continuar, a quick choice) has shown
          // what it brings: the same amount, only its two decimals written out.
          onSettle={(settledValue) =>
            startTransition(() => {
              setValue(settledValue);
              setSettled(true);
            })
          }
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
        {notPositive && (
          <Form.Text id="amount-not-positive" className="text-danger-emphasis" role="alert">
            {paymentCopy.amountNotPositive}
          </Form.Text>
        )}
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={!check.ready || waiting}>
          {waiting ? paymentCopy.continueWaiting : paymentCopy.continue}
        </Button>
        {/* A button, as the demo contract names it: back home, nothing paid. */}
        <Button type="button" variant="secondary" onClick={() => navigate(paths.home)}>
          {paymentCopy.cancel}
        </Button>
        <NeedsConnectionNotice notice={connection.notice} />
      </div>
      {balance !== null && (
        <ConfirmAmountDialog
          ref={question}
          balance={balance}
          onPay={payReviewed}
          onCorrected={() => field.current?.focus()}
        />
      )}
    </Form>
  );
}

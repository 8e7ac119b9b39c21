import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import CurrencyInput from 'react-currency-input-field';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { Cents } from '../../lib/money';
import { parseAmount } from './amount';
import { paymentCopy } from './copy';

interface AmountFormProps {
  initialAmount: string;
  waiting: boolean;
  onContinue: (cents: Cents) => void;
}

/** The amount, with the spec's mask (section 9), and Continuar / Cancelar. */
export function AmountForm({ initialAmount, waiting, onContinue }: AmountFormProps) {
  const [value, setValue] = useState(initialAmount);
  const check = parseAmount(value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Opened here, inside the submit (a click or Enter), so no popup blocker stops it.
    if (check.ready && !waiting) onContinue(check.cents);
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <Form.Group className="mb-3" controlId="payment-amount">
        <Form.Label>{paymentCopy.amountLabel}</Form.Label>
        <CurrencyInput
          id="payment-amount"
          className="form-control form-control-lg"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          prefix="$ "
          groupSeparator=","
          decimalSeparator="."
          decimalsLimit={2}
          allowNegativeValue={false}
          disableAbbreviations
          value={value}
          disabled={waiting}
          aria-describedby={
            !check.ready && check.reason === 'too-large' ? 'amount-too-large' : undefined
          }
          onValueChange={(raw) => setValue(raw ?? '')}
        />
        {!check.ready && check.reason === 'too-large' && (
          <Form.Text id="amount-too-large" className="text-danger" role="alert">
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
      </div>
    </Form>
  );
}

import { marketingContent } from '../../src/features/marketing/content';
import { formatLongDate } from '../../src/lib/dates';
import { paymentsSinceClosing, roundCents } from '../account-figures';
import type { CardholderRecord, MovementRecord, PaymentRecord } from '../records';
import { PAYMENT_MOVEMENT, PREVIOUS_BALANCE } from '../scenarios/demo-cardholders';

/** What the statement PDF shows, worked out from the mock database; dates already in words. */
export interface StatementData {
  issuer: string;
  holder: string;
  cardEnding: string;
  creditLimit: number;
  closingDate: string;
  dueDate: string;
  /** The period's movements, oldest first: they add up to `balance`. */
  movements: Array<{ date: string; description: string; amount: number }>;
  balance: number;
  minimumPayment: number;
  /** Payments credited after the closing date: today's balance is the statement's less these. */
  sinceClosing: {
    payments: Array<{ date: string; description: string; amount: number }>;
    today: string;
    balance: number;
    minimumPayment: number;
  } | null;
  waysToPay: string[];
}

const ISSUER = 'Tarjeta Ceibo';

/**
 * The statement as it closed, its movements completed so that the table adds up to its
 * balance even for a record with fewer movements (a test's): the difference is what the
 * previous statement left.
 */
function movementsAddingUp(cardholder: CardholderRecord): MovementRecord[] {
  const listed = roundCents(cardholder.movements.reduce((sum, { amount }) => sum + amount, 0));
  const missing = roundCents(cardholder.statement_balance - listed);
  if (missing === 0) return cardholder.movements;
  const first = cardholder.movements[0]?.date ?? cardholder.closing_date;
  return [{ date: first, description: PREVIOUS_BALANCE, amount: missing }, ...cardholder.movements];
}

export function statementOf(
  cardholder: CardholderRecord,
  payments: PaymentRecord[],
  now: Date = new Date(),
): StatementData {
  const since = paymentsSinceClosing(cardholder, payments);
  return {
    issuer: ISSUER,
    holder: cardholder.name,
    cardEnding: cardholder.last_digits.slice(-4),
    creditLimit: cardholder.credit_limit,
    closingDate: formatLongDate(cardholder.closing_date),
    dueDate: formatLongDate(cardholder.due_date),
    movements: movementsAddingUp(cardholder).map(({ date, description, amount }) => ({
      date: formatLongDate(date),
      description,
      amount,
    })),
    balance: cardholder.statement_balance,
    minimumPayment: cardholder.statement_minimum,
    sinceClosing:
      since.length === 0
        ? null
        : {
            payments: since.map((payment) => ({
              date: formatLongDate(payment.created_at),
              description: PAYMENT_MOVEMENT,
              amount: -payment.amount,
            })),
            today: formatLongDate(now),
            balance: cardholder.balance,
            minimumPayment: cardholder.minimum_payment,
          },
    waysToPay: marketingContent.howToPay.steps,
  };
}

import { formatOperationDateTime } from '../../../lib/dates';
import { formatCents, type Cents } from '../../../lib/money';
import type { PaymentEntry } from '../../../services/provider';
import { settlementOf } from '../../../services/paymentStatus';
import type { PaymentMethod } from '../../../services/provider';
import { receiptsCopy } from './copy';

/**
 * What a payment's detail and its receipt say of it, as text, in one place: both show the
 * same facts in the same words.
 */
export interface PaymentFacts {
  id: string;
  amount: Cents | null;
  amountText: string;
  dateTime: string;
  statusName: string | null;
  method: string;
  nextStep: string | null;
}

function methodLabel(method: PaymentMethod | null): string {
  return method === null ? receiptsCopy.methods.unknown : receiptsCopy.methods[method];
}

/** A row of payments/ with an id (the operation number): rows without one have no detail. */
export function factsOf(payment: PaymentEntry & { id: string }): PaymentFacts {
  return {
    id: payment.id,
    amount: payment.amount,
    amountText: payment.amount === null ? receiptsCopy.noAmount : formatCents(payment.amount),
    dateTime: payment.createdAt === null ? '' : formatOperationDateTime(payment.createdAt),
    statusName: payment.statusName,
    method: methodLabel(payment.method),
    nextStep: receiptsCopy.nextStep[settlementOf(payment.statusName)],
  };
}

export const hasId = (payment: PaymentEntry): payment is PaymentEntry & { id: string } =>
  payment.id !== undefined;

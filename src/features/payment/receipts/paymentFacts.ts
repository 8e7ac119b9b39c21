import { formatDateTime } from '../../../lib/dates';
import { formatCents, type Cents } from '../../../lib/money';
import type { PaymentEntry } from '../../../services/provider';
import { STANDINGS, standingOf, type Standing } from '../../../services/paymentStatus';
import type { PaymentMethod } from '../../../services/provider';
import { receiptsCopy } from './copy';

/**
 * What a payment's detail, its result on /payment and its receipt say of it, as text, in one
 * place: all show the same facts in the same words.
 */
export interface PaymentFacts {
  id: string;
  amount: Cents | null;
  amountText: string;
  /** DD-MM-YYYY HH:mm; '' when the provider gave no date. */
  dateTime: string;
  statusName: string | null;
  /** What this app may say of it (a pending payment is received only when its gateway said so). */
  standing: Standing;
  /** Its gateway told this app it was paid (its 'Pendiente' reads as received). */
  receivedHere: boolean;
  method: string;
  nextStep: string | null;
}

function methodLabel(method: PaymentMethod | null): string {
  return method === null ? receiptsCopy.methods.unknown : receiptsCopy.methods[method];
}

/**
 * A row of payments/ with an id (the operation number): rows without one have no detail.
 * `receivedHere`: its gateway told this app it was paid.
 */
export function factsOf(
  payment: PaymentEntry & { id: string },
  receivedHere: boolean,
): PaymentFacts {
  const standing = standingOf(payment.statusName, receivedHere);
  return {
    id: payment.id,
    amount: payment.amount,
    amountText: payment.amount === null ? receiptsCopy.noAmount : formatCents(payment.amount),
    dateTime: payment.createdAt === null ? '' : formatDateTime(payment.createdAt),
    statusName: payment.statusName,
    standing,
    receivedHere,
    method: methodLabel(payment.method),
    nextStep: STANDINGS[standing].nextStep,
  };
}

export const hasId = (payment: PaymentEntry): payment is PaymentEntry & { id: string } =>
  payment.id !== undefined;

import type { PaymentMethod } from '../src/services/provider';

/** What the mock API's database holds. Its answers are built from these in routes/. */

export interface MovementRecord {
  /** ISO date, e.g. '2026-11-03'. */
  date: string;
  description: string;
  amount: number;
}

/** How the provider treats a cardholder beyond their figures: one optional field per behaviour. */
export interface CardholderBehaviour {
  /** The card is blocked: the provider refuses its payments (POST payments/ answers 403). */
  blocked?: boolean;
}

export interface CardholderRecord extends CardholderBehaviour {
  id: string;
  name: string;
  dni: string;
  last_digits: string;
  /** Today's figures (what account/ answers): the statement's, less the payments credited since. */
  available: number;
  balance: number;
  credit_limit: number;
  minimum_payment: number;
  /** ISO date of the statement's due date. */
  due_date: string;
  /** ISO date the statement closed. */
  closing_date: string;
  /** The moment it closed (ISO 8601): a payment credited after it counts against today's figures. */
  closed_at: string;
  payment_method: PaymentMethod;
  /** The last statement's movements, up to its closing date: they add up to its balance. */
  movements: MovementRecord[];
  /** The last statement's own balance and minimum payment, as it closed. */
  statement_balance: number;
  statement_minimum: number;
}

export type PaymentStatusName = 'Pendiente' | 'Acreditado' | 'Rechazado' | 'Cancelado';

export interface PaymentRecord {
  id: string;
  cardholderId: string;
  amount: number;
  created_at: string;
  status_name: PaymentStatusName;
  payment_method: PaymentMethod;
  /**
   * Given only to the gateway, in the payment's endpoint: its notification must carry it, so
   * that no other page can settle the payment (never in an answer of the mock API).
   */
  gateway_secret?: string;
  /**
   * A settlement the gateway announced for later (the demo's 'Acreditar en 20 s'): the mock
   * API gives the payment this status once `settles_at` (ISO 8601) has passed.
   */
  settles_as?: 'Acreditado' | 'Rechazado';
  settles_at?: string;
  /**
   * Made under the demo scenario 'Pago rechazado por el banco': whatever the gateway says, the
   * bank rejects it a moment later (mocks/payment-outcome.ts).
   */
  bank_rejects?: boolean;
}

export interface SessionRecord {
  id: string;
  token: string;
  cardholderId: string;
}

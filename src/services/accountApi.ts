import moment from 'moment';
import { toCents, type Cents } from '../lib/money';
import { isRecord } from '../lib/is-record';
import { api } from './api';
import { dataOf, field, readAnswer, textOf } from './answers';
import type { PaymentMethod } from './provider';

/**
 * account/ and payments/, which home shows and the payment flow reads too (the figures, the
 * payment followed until it is settled): the calls two features share live here, below both.
 *
 * What home shows, read field by field from the provider's answers: the real provider may
 * leave out any field, even one the spec names, and a screen must never crash on it. A
 * missing or unreadable field is null (or absent, for the optional extras).
 */
export interface AccountFigures {
  /** data.credit.available */
  available: Cents | null;
  /** data.balance.current */
  balance: Cents | null;
  /** Optional extras the spec does not name: the mock API sends them, the provider may not. */
  dueDate?: string;
  minimumPayment?: Cents;
  creditLimit?: Cents;
}

export interface PaymentEntry {
  /** Not named by the spec: a React key, and what tells a followed payment apart, when present. */
  id?: string;
  amount: Cents | null;
  /** ISO 8601 date-time. */
  createdAt: string | null;
  /** status.data.name */
  statusName: string | null;
  /** payment_method: absent is LINK_PEI (spec section 3); null: a method this app does not know. */
  method: PaymentMethod | null;
}

/** The provider's edge for money: a JSON number or a decimal string of pesos, as exact cents. */
function providerCents(value: unknown): Cents | null {
  return typeof value === 'number' || typeof value === 'string' ? toCents(value) : null;
}

/** An ISO 8601 date-time (anything else would make moment guess, and warn). */
function isoDateOf(value: unknown): string | null {
  return typeof value === 'string' && moment(value, moment.ISO_8601, true).isValid() ? value : null;
}

/** A payment's id as text (providers send numbers or strings); null when there is none. */
export function paymentIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return textOf(value);
}

/** Null (a failed call) when the answer has neither figure: there is nothing to show. */
function readAccount(body: unknown): AccountFigures | null {
  const data = dataOf(body);
  const figures: AccountFigures = {
    available: providerCents(field(data, 'credit', 'available')),
    balance: providerCents(field(data, 'balance', 'current')),
  };
  if (figures.available === null && figures.balance === null) return null;
  const dueDate = isoDateOf(field(data, 'due_date'));
  const minimumPayment = providerCents(field(data, 'minimum_payment'));
  const creditLimit = providerCents(field(data, 'credit_limit'));
  if (dueDate !== null) figures.dueDate = dueDate;
  if (minimumPayment !== null) figures.minimumPayment = minimumPayment;
  if (creditLimit !== null) figures.creditLimit = creditLimit;
  return figures;
}

const METHODS: readonly PaymentMethod[] = ['LINK_PEI', 'BIND_SIMPLE'];

/** payment_method as the provider sends it: absent means LINK_PEI (spec section 3). */
function methodOf(value: unknown): PaymentMethod | null {
  if (value === undefined || value === null) return 'LINK_PEI';
  return METHODS.find((method) => method === value) ?? null;
}

/** Null (a failed call) when `data` is not a list: saying 'No existen pagos' would be false. */
function readPayments(body: unknown): PaymentEntry[] | null {
  const data = dataOf(body);
  if (!Array.isArray(data)) return null;
  return data.filter(isRecord).map((payment) => {
    const id = paymentIdOf(payment.id);
    return {
      ...(id !== null && { id }),
      amount: providerCents(payment.amount),
      createdAt: isoDateOf(payment.created_at),
      statusName: textOf(field(payment, 'status', 'data', 'name')),
      method: methodOf(payment.payment_method),
    };
  });
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountFigures, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) =>
        readAnswer(baseQuery('account/'), readAccount),
      providesTags: ['Account'],
    }),
    getPayments: build.query<PaymentEntry[], void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) =>
        readAnswer(baseQuery('payments/'), readPayments),
      providesTags: ['Payments'],
    }),
  }),
});

export const { useGetAccountQuery, useGetPaymentsQuery } = accountApi;

import moment from 'moment';
import * as v from 'valibot';
import { isRecord } from '../lib/is-record';
import { toCents, type Cents } from '../lib/money';

/**
 * The provider API's answers, one valibot schema each, named as the spec's calls table (section
 * 7); the login's is session/token.ts. How they read a body the provider may send its own way,
 * and the mock's types made from them: docs/architecture.md#the-provider-api-and-the-store.
 */

/** `schema`'s value, or null when the field is missing or anything else: never a failed call. */
function orNull<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.nullable(schema), null);
}

/** Text with something in it besides spaces. */
const Text = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== ''),
);

/** Money as the provider sends it, a JSON number or a decimal string of pesos: exact cents. */
const Amount = v.pipe(v.union([v.number(), v.string()]), v.transform(toCents));

const Money = orNull(Amount);

/** An ISO 8601 date-time (anything else would make moment guess, and warn). */
const IsoDateTime = orNull(
  v.pipe(
    v.string(),
    v.check((text) => moment(text, moment.ISO_8601, true).isValid()),
  ),
);

/** A payment's id, as text: providers send numbers or strings. */
const PaymentId = orNull(v.union([v.pipe(v.number(), v.safeInteger(), v.transform(String)), Text]));

const PAYMENT_METHODS = ['LINK_PEI', 'BIND_SIMPLE'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** payment_method: absent (or null) is LINK_PEI (spec section 3); null: a method unknown here. */
const Method = v.nullish(orNull(v.picklist(PAYMENT_METHODS)), 'LINK_PEI');

/** What home shows of account/: a missing or unreadable figure is null (home shows its dash). */
export interface AccountFigures {
  /** data.credit.available */
  available: Cents | null;
  /** data.balance.current */
  balance: Cents | null;
  /**
   * Optional extras the spec does not name: the mock API sends them, the provider may not.
   * `statementBalance`: the last statement's own balance, of which `balance` is what is left
   * once the payments credited since it closed are taken off.
   */
  statementBalance?: Cents;
  dueDate?: string;
  minimumPayment?: Cents;
  creditLimit?: Cents;
}

const AccountData = v.object({
  credit: orNull(v.object({ available: Money })),
  balance: orNull(v.object({ current: Money })),
  statement_balance: v.optional(Money),
  due_date: v.optional(IsoDateTime),
  minimum_payment: v.optional(Money),
  credit_limit: v.optional(Money),
});

/** GET account/: a failed call when it has neither figure, as there is nothing to show. */
export const AccountAnswer = v.pipe(
  v.object({ data: AccountData }),
  v.transform(({ data }): AccountFigures => {
    const { due_date: dueDate, minimum_payment: minimumPayment, credit_limit: creditLimit } = data;
    const { statement_balance: statementBalance } = data;
    return {
      available: data.credit?.available ?? null,
      balance: data.balance?.current ?? null,
      ...(statementBalance != null && { statementBalance }),
      ...(dueDate != null && { dueDate }),
      ...(minimumPayment != null && { minimumPayment }),
      ...(creditLimit != null && { creditLimit }),
    };
  }),
  v.check((figures) => figures.available !== null || figures.balance !== null),
);

/** A row of payments/ as the app reads it. */
export interface PaymentEntry {
  /** Not named by the spec: a React key, and what tells a followed payment apart, when present. */
  id?: string;
  amount: Cents | null;
  /** ISO 8601 date-time. */
  createdAt: string | null;
  /** status.data.name */
  statusName: string | null;
  /** null: a method this app does not know. */
  method: PaymentMethod | null;
}

const ProviderPayment = v.object({
  id: v.optional(PaymentId),
  amount: Money,
  created_at: IsoDateTime,
  status: orNull(v.object({ data: v.object({ name: orNull(Text) }) })),
  payment_method: Method,
});

function paymentEntryOf(payment: v.InferOutput<typeof ProviderPayment>): PaymentEntry {
  return {
    ...(payment.id != null && { id: payment.id }),
    amount: payment.amount,
    createdAt: payment.created_at,
    statusName: payment.status?.data.name ?? null,
    method: payment.payment_method,
  };
}

/**
 * GET payments/: a failed call when `data` is not a list (saying 'No existen pagos' would be
 * false). What is not an entry at all is left out; every entry keeps its row.
 */
export const PaymentsAnswer = v.pipe(
  v.object({
    data: v.array(orNull(v.pipe(v.custom<object>(isRecord), ProviderPayment))),
  }),
  v.transform(({ data }) => data.filter((payment) => payment !== null).map(paymentEntryOf)),
);

/** What the payment flow reads of POST payments/'s answer: any part may be missing (it checks). */
export interface CreatedPayment {
  /** Not named by the spec either: tells the payment apart in payments/ when given. */
  id?: string;
  /** The URL of the payment form: without one, the payment error (the endpoint check). */
  endpoint?: string;
  /** Absent (or a method the app does not know) is LINK_PEI (spec section 3). */
  payment_method?: PaymentMethod;
}

const CreatedPaymentFields = v.object({
  id: v.optional(PaymentId),
  endpoint: v.optional(orNull(v.string())),
  payment_method: v.optional(orNull(v.picklist(PAYMENT_METHODS))),
});

type Fields = v.InferOutput<typeof CreatedPaymentFields> | null;

function createdPaymentOf(data: Fields, top: Fields): CreatedPayment {
  const id = data?.id ?? top?.id;
  const endpoint = data?.endpoint ?? top?.endpoint;
  const method = data?.payment_method ?? top?.payment_method;
  return {
    ...(id != null && { id }),
    ...(endpoint != null && { endpoint }),
    ...(method != null && { payment_method: method }),
  };
}

/**
 * POST payments/: never a failed call by itself. The spec does not fix the envelope of this
 * answer: each field is read under `data` (as every other answer has them), else at the top
 * level.
 */
export const CreatedPaymentAnswer = v.pipe(
  orNull(v.object({ ...CreatedPaymentFields.entries, data: orNull(CreatedPaymentFields) })),
  v.transform((body) => createdPaymentOf(body?.data ?? null, body)),
);

/** GET summary/last/: a failed download without a base64 PDF in data.file.b64. */
export const StatementAnswer = v.pipe(
  v.object({ data: v.object({ file: v.object({ b64: Text }) }) }),
  v.transform(({ data }) => data),
);

/**
 * GET me/: defined by the spec but not used by any screen beyond a greeting. Never a failed
 * call: without a name worth greeting with, the drawer simply says 'Menú'.
 */
export const MeAnswer = v.pipe(
  orNull(v.object({ data: v.object({ name: orNull(Text) }) })),
  v.transform((body): { name?: string } => (body?.data.name ? { name: body.data.name } : {})),
);

/** Money as the provider sends it: a decimal number (or a decimal string) of pesos. */
export type ProviderAmount = v.InferInput<typeof Amount>;

export interface LoginRequest {
  dni: string;
  last_digits: string;
}

/** POST auth/login/ answer, stored as the credentials. */
export interface Credentials {
  token: string;
}

export type Account = v.InferInput<typeof AccountData>;

export type Payment = v.InferInput<typeof ProviderPayment>;

/** POST payments/'s answer: the payment, with the URL of its form. */
export type NewPayment = Payment & v.InferInput<typeof CreatedPaymentFields>;

export interface CreatePaymentRequest {
  /** A number of pesos (spec section 7). */
  amount: number;
}

export type Statement = v.InferOutput<typeof StatementAnswer>;

export type Me = v.InferOutput<typeof MeAnswer>;

export interface DataEnvelope<T> {
  data: T;
}

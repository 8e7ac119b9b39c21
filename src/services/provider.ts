/**
 * The provider API's shapes, with the field names of the spec's calls table (section 7).
 * Shared by the app and the Mirage mock API so that the two cannot drift apart.
 * Fields the spec does not name are optional: the real provider may not send them.
 */

/** Money as the provider sends it: a decimal number of pesos. */
export type ProviderAmount = number;

export interface LoginRequest {
  dni: string;
  last_digits: string;
}

/** POST auth/login/ answer, stored as the credentials. */
export interface Credentials {
  token: string;
}

export interface Account {
  credit: { available: ProviderAmount };
  balance: { current: ProviderAmount };
  /** Optional extras: the mock API sends them, the real provider may not. */
  due_date?: string;
  minimum_payment?: ProviderAmount;
  credit_limit?: ProviderAmount;
}

export type PaymentMethod = 'LINK_PEI' | 'BIND_SIMPLE';

export interface Payment {
  id?: string;
  amount: ProviderAmount;
  /** ISO 8601 date-time. */
  created_at: string;
  status: { data: { name: string } };
  /** Absent is treated as LINK_PEI. */
  payment_method?: PaymentMethod;
  /** URL of the payment form (answer of POST payments/). */
  endpoint?: string;
}

export interface CreatePaymentRequest {
  amount: ProviderAmount;
}

export interface Statement {
  file: { b64: string };
}

/** GET me/: defined by the spec but not used by any screen beyond a greeting. */
export interface Me {
  name?: string;
}

export interface DataEnvelope<T> {
  data: T;
}

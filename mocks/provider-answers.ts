import type {
  Account,
  Credentials,
  DataEnvelope,
  NewPayment,
  Payment,
  Statement,
} from '../src/services/provider';

/**
 * The provider API v1's answers (the spec's calls table, section 7), written once: the demo's
 * Mirage routes (mocks/routes/) and the stub provider of the bench and the live browser tests
 * (scripts/stub-provider-answers.ts) both answer through these. Each body is typed by the
 * provider's schemas' input types, so a body the app could not read does not compile.
 */

/** One answer: its HTTP status and its JSON body. */
export interface ProviderAnswer {
  status: number;
  body: object;
}

/** The provider's own words (demo contract, section 2). */
const PROVIDER_MESSAGES = {
  loginRefused: 'Los datos ingresados no son correctos.',
  unauthorized: 'Sesión inválida o vencida.',
  cardBlocked:
    'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.',
  invalidAmount: 'El monto ingresado no es válido.',
  notFound: 'No encontrado.',
} as const;

const data = <T>(value: T): DataEnvelope<T> => ({ data: value });

export const answers = {
  /** POST auth/login/ with a cardholder's DNI and digits. */
  signedIn: (token: string): ProviderAnswer => ({ status: 200, body: { token } as Credentials }),
  /** POST auth/login/ with any other pair. */
  loginRefused: (message: string = PROVIDER_MESSAGES.loginRefused): ProviderAnswer => ({
    status: 401,
    body: { message },
  }),
  /** Any call but the login without a valid Bearer token (the ping too). */
  unauthorized: (): ProviderAnswer => ({
    status: 401,
    body: { message: PROVIDER_MESSAGES.unauthorized },
  }),
  /** GET auth/ping/: the token is still good. */
  pong: (): ProviderAnswer => ({ status: 200, body: { status: 'ok' } }),
  /** GET me/. */
  me: (name: string): ProviderAnswer => ({ status: 200, body: data({ name }) }),
  /** GET account/: the spec names `credit.available` and `balance.current`; the rest are extras. */
  account: (figures: Account): ProviderAnswer => ({ status: 200, body: data(figures) }),
  /** GET payments/, newest first. */
  payments: (payments: Payment[]): ProviderAnswer => ({ status: 200, body: data(payments) }),
  /** POST payments/: the payment, with the URL of its form. */
  paymentCreated: (payment: Partial<NewPayment>): ProviderAnswer => ({
    status: 201,
    body: data(payment),
  }),
  /** POST payments/ for a blocked card. */
  cardBlocked: (): ProviderAnswer => ({
    status: 403,
    body: { message: PROVIDER_MESSAGES.cardBlocked },
  }),
  /** POST payments/ without a positive amount of at most 2 decimals. */
  invalidAmount: (): ProviderAnswer => ({
    status: 422,
    body: { message: PROVIDER_MESSAGES.invalidAmount },
  }),
  /** GET summary/last/: the statement as a base64 PDF. */
  statement: (b64: string): ProviderAnswer => ({
    status: 200,
    body: data<Statement>({ file: { b64 } }),
  }),
  notFound: (): ProviderAnswer => ({ status: 404, body: { message: PROVIDER_MESSAGES.notFound } }),
};

/** POST payments/'s amount: a positive number of pesos (or its decimal text), at most 2 decimals; else null. */
export function validAmount(value: unknown): number | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6 ? amount : null;
}

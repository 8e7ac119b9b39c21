import { answers, validAmount, type ProviderAnswer } from '../mocks/provider-answers';

/**
 * The stub provider of the live browser tests and the bench: one cardholder, one token, and
 * only the fields the spec's calls table names (product-spec.md section 7), so that the live
 * bundle is checked against the contract's minimum. Its answers are the demo's own
 * (mocks/provider-answers.ts): one description of the provider for both.
 */

/** The one cardholder the stub knows (not one of the demo's). */
export const CARDHOLDER = { dni: '27345678', lastDigits: '87654321' };
export const CARDHOLDER_NAME = 'Ana Pereyra';
/** The token the stub signs her in with, and the only one it accepts afterwards. */
export const STUB_TOKEN = 'stub-token-5f0c2a9e7b1d4c38a6e2';
/**
 * The login's refusal in words of its own (not the demo's): a test then knows the page shows
 * what the provider said, not a text of the app's.
 */
export const LOGIN_REFUSED_MESSAGE = 'El DNI o los dígitos de la tarjeta no coinciden.';

/** Her figures, as the provider sends money: a decimal number of pesos. */
export const ACCOUNT = { available: 215430.5, current: 84350.75 };
/** The same figures as home shows them (demo-contract.md section 3). */
export const FIGURES = { available: '$ 215,430.50', current: '$ 84,350.75' };

/** The calls of the spec's table, named as `METHOD path`. */
export type CallName =
  | 'POST auth/login/'
  | 'GET auth/ping/'
  | 'GET me/'
  | 'GET account/'
  | 'POST payments/'
  | 'GET payments/'
  | 'GET summary/last/';

/** One call as the stub reads it. */
export interface StubRequest {
  /** `METHOD path` (a CallName for the spec's calls). */
  name: string;
  /** The Authorization header as sent, or null. */
  authorization: string | null;
  /** The JSON body, parsed (undefined without one, the raw text when it is not JSON). */
  body: unknown;
}

export interface StubAnswer {
  status: number;
  /** Sent as JSON; absent: an empty body. */
  body?: unknown;
}

export interface StubPayment {
  /** Not named by the spec: the provider's operation number, which a receipt prints. */
  id: number;
  amount: number;
  created_at: string;
  status: { data: { name: string } };
  /** Absent: LINK_PEI (spec section 3). */
  payment_method?: 'LINK_PEI' | 'BIND_SIMPLE';
}

/** What the provider holds for her, which the answers read (a test may change it). */
export interface ProviderState {
  account: { available: number; current: number };
  /** Newest first. */
  payments: StubPayment[];
  /** Where `POST payments/` sends the popup. */
  endpoint: string;
}

/**
 * A tiny valid PDF (one empty page), built with its cross-reference table's real offsets, as
 * the provider's `summary/last/` would send a statement: base64 in data.file.b64.
 */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const STATEMENT_PDF_B64 = tinyPdf().toString('base64');

/** Her recent payments: one made a moment ago today, one long before (spec: long vs relative date). */
function recentPayments(now: Date): StubPayment[] {
  // Today in the tests' time zone (America/Argentina/Buenos_Aires, UTC-3 all year), never
  // yesterday, even just after midnight.
  const startOfToday = new Date(now.getTime() - 3 * 3600_000);
  startOfToday.setUTCHours(3, 0, 0, 0);
  const earlierToday = new Date(Math.max(now.getTime() - 2 * 3600_000, startOfToday.getTime()));
  return [
    {
      id: 40022,
      amount: 10000,
      created_at: earlierToday.toISOString(),
      status: { data: { name: 'Acreditado' } },
    },
    {
      id: 38117,
      amount: 5250.25,
      created_at: '2025-03-12T15:00:00.000Z',
      status: { data: { name: 'Rechazado' } },
      payment_method: 'BIND_SIMPLE',
    },
  ];
}

/** What home shows for those payments, row by row: amount, status name, a date (LL in Spanish). */
export const PAYMENT_ROWS = [
  { amount: '$ 10,000.00', status: 'Acreditado', date: /hace / },
  { amount: '$ 5,250.25', status: 'Rechazado', date: '12 de marzo de 2025' },
] as const;

/** Her account as the provider holds it at the start of a test or a bench run. */
export function initialState(endpoint: string): ProviderState {
  return { account: { ...ACCOUNT }, payments: recentPayments(new Date()), endpoint };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The spec's calls, answered as a provider would from `state`. */
export function answer(
  { name, authorization, body }: StubRequest,
  state: ProviderState,
): ProviderAnswer {
  if (name === 'POST auth/login/') {
    const signsIn =
      isRecord(body) && body.dni === CARDHOLDER.dni && body.last_digits === CARDHOLDER.lastDigits;
    return signsIn ? answers.signedIn(STUB_TOKEN) : answers.loginRefused(LOGIN_REFUSED_MESSAGE);
  }
  // Every other call needs her Bearer token (the ping too).
  if (authorization !== `Bearer ${STUB_TOKEN}`) return answers.unauthorized();
  switch (name) {
    case 'GET auth/ping/':
      return answers.pong();
    case 'GET me/':
      return answers.me(CARDHOLDER_NAME);
    case 'GET account/':
      return answers.account({
        credit: { available: state.account.available },
        balance: { current: state.account.current },
      });
    case 'GET payments/':
      return answers.payments(state.payments);
    case 'POST payments/':
      if (!isRecord(body) || validAmount(body.amount) === null) return answers.invalidAmount();
      return answers.paymentCreated({ endpoint: state.endpoint, payment_method: 'LINK_PEI' });
    case 'GET summary/last/':
      return answers.statement(STATEMENT_PDF_B64);
    default:
      return answers.notFound();
  }
}

import type { BrowserContext, Request } from '@playwright/test';
import { LIVE_GATEWAY_ORIGIN, LIVE_ORIGIN } from './origins';

/**
 * A stub of the provider API, version 1, written from the calls table of the spec
 * (product-spec.md section 7) and nothing else: not from the Mirage mock API (mocks/), so that
 * the live bundle is checked against the contract, not against the product's own mock of it.
 * It answers `/api/v1/*` on the live bundle's origin through the browser context's routing
 * (so the payment popup's calls too), records every call, and lets a test replace the answer
 * of one call.
 */

/** The one cardholder the stub knows (not one of the demo's). */
export const CARDHOLDER = { dni: '27345678', lastDigits: '87654321' };
export const CARDHOLDER_NAME = 'Ana Pereyra';
/** The token the stub signs her in with, and the only one it accepts afterwards. */
export const STUB_TOKEN = 'stub-token-5f0c2a9e7b1d4c38a6e2';
/** The stub's own wording (not the demo's), so that a test knows whose message it sees. */
export const LOGIN_REFUSED_MESSAGE = 'El DNI o los dígitos de la tarjeta no coinciden.';
const UNAUTHORIZED_MESSAGE = 'Token inválido o vencido.';

/** Her figures, as the provider sends money: a decimal number of pesos. */
export const ACCOUNT = { available: 215430.5, current: 84350.75 };
/** The same figures as home shows them (demo-contract.md section 3). */
export const FIGURES = { available: '$ 215,430.50', current: '$ 84,350.75' };

/** Where `POST payments/` sends the popup: the LINK form of the stub gateway. */
export const LINK_ENDPOINT = `${LIVE_GATEWAY_ORIGIN}/link/pago?operacion=OP-0001`;

/** The calls of the spec's table, named as `METHOD path`. */
export type CallName =
  | 'POST auth/login/'
  | 'GET auth/ping/'
  | 'GET me/'
  | 'GET account/'
  | 'POST payments/'
  | 'GET payments/'
  | 'GET summary/last/';

export interface StubAnswer {
  status: number;
  /** Sent as JSON; absent: an empty body. */
  body?: unknown;
}

/** A call the live bundle made, with what the stub answered. */
export interface StubCall {
  name: string;
  url: string;
  /** The Authorization header as sent, or null. */
  authorization: string | null;
  /** The JSON body, parsed (undefined without one, the raw text when it is not JSON). */
  body: unknown;
  status: number;
}

export type StubHandler = (call: Omit<StubCall, 'status'>) => StubAnswer;

export interface StubPayment {
  /** Not named by the spec: the provider's operation number, which a receipt prints. */
  id: number;
  amount: number;
  created_at: string;
  status: { data: { name: string } };
  /** Absent: LINK_PEI (spec section 3). */
  payment_method?: 'LINK_PEI' | 'BIND_SIMPLE';
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

function parseBody(request: Request): unknown {
  const text = request.postData();
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const API_PREFIX = '/api/v1/';

export class StubProvider {
  /** Every call, in the order the stub answered them. */
  readonly calls: StubCall[] = [];
  /** The payments GET payments/ lists, newest first; the gateway's notification adds one. */
  readonly payments: StubPayment[] = recentPayments(new Date());
  readonly account = { ...ACCOUNT };
  /** The endpoint `POST payments/` answers with. */
  endpoint = LINK_ENDPOINT;
  /**
   * How the gateway's notification lists a payment: 'Acreditado' (credited at once), or
   * 'Pendiente' until the test settles it with `settleLast`.
   */
  notifiedAs: 'Acreditado' | 'Pendiente' = 'Acreditado';
  /**
   * The connection is down (with the browser set offline): every call fails as a real
   * network fails, never reaching the provider. Playwright's routing would answer otherwise.
   */
  networkDown = false;
  private readonly overrides = new Map<string, StubHandler>();

  /** Answers one call (by its name) with this instead, for the rest of the test. */
  override(name: CallName, answer: StubAnswer | StubHandler): void {
    this.overrides.set(name, typeof answer === 'function' ? answer : () => answer);
  }

  /** Answers one call (by its name) as the provider would again. */
  restore(name: CallName): void {
    this.overrides.delete(name);
  }

  /** The calls of one name, in order. */
  callsTo(name: CallName): StubCall[] {
    return this.calls.filter((call) => call.name === name);
  }

  /** The last payment's amount, as POST payments/ received it (what the gateway charges). */
  lastPaymentAmount(): number | null {
    const body = this.callsTo('POST payments/').at(-1)?.body;
    return isRecord(body) && typeof body.amount === 'number' ? body.amount : null;
  }

  /**
   * What a gateway's server notification does at the provider: the payment is listed, the
   * balance goes down and the available credit up by its amount.
   */
  settle(amount: number): void {
    this.payments.unshift({
      id: Math.max(...this.payments.map((payment) => payment.id)) + 1,
      amount,
      created_at: new Date().toISOString(),
      status: { data: { name: this.notifiedAs } },
    });
    if (this.notifiedAs === 'Acreditado') this.credit(amount);
  }

  /** The provider settles the newest payment, still 'Pendiente', as `name`. */
  settleLast(name: 'Acreditado' | 'Rechazado'): void {
    const [newest] = this.payments;
    if (newest?.status.data.name !== 'Pendiente') throw new Error('no pending payment to settle');
    newest.status = { data: { name } };
    if (name === 'Acreditado') this.credit(newest.amount);
  }

  private credit(amount: number): void {
    this.account.current = Math.round((this.account.current - amount) * 100) / 100;
    this.account.available = Math.round((this.account.available + amount) * 100) / 100;
  }

  async install(context: BrowserContext): Promise<void> {
    await context.route('**/api/v1/**', async (route, request) => {
      const url = new URL(request.url());
      if (url.origin !== LIVE_ORIGIN || !url.pathname.startsWith(API_PREFIX)) {
        await route.fallback();
        return;
      }
      if (this.networkDown) {
        await route.abort('internetdisconnected');
        return;
      }
      const call = {
        name: `${request.method()} ${url.pathname.slice(API_PREFIX.length)}${url.search}`,
        url: request.url(),
        authorization: (await request.headerValue('authorization')) ?? null,
        body: parseBody(request),
      };
      const override = this.overrides.get(call.name);
      const answer = override ? override(call) : this.answer(call);
      this.calls.push({ ...call, status: answer.status });
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json; charset=utf-8',
        body: answer.body === undefined ? '' : JSON.stringify(answer.body),
      });
    });
  }

  /** The spec's calls, answered as a provider would. */
  private answer({ name, authorization, body }: Omit<StubCall, 'status'>): StubAnswer {
    if (name === 'POST auth/login/') {
      const signsIn =
        isRecord(body) && body.dni === CARDHOLDER.dni && body.last_digits === CARDHOLDER.lastDigits;
      return signsIn
        ? { status: 200, body: { token: STUB_TOKEN } }
        : { status: 401, body: { message: LOGIN_REFUSED_MESSAGE } };
    }
    // Every other call needs her Bearer token (the ping too).
    if (authorization !== `Bearer ${STUB_TOKEN}`) {
      return { status: 401, body: { message: UNAUTHORIZED_MESSAGE } };
    }
    switch (name) {
      case 'GET auth/ping/':
        return { status: 200, body: {} };
      case 'GET me/':
        return { status: 200, body: { data: { name: CARDHOLDER_NAME } } };
      case 'GET account/':
        return {
          status: 200,
          body: {
            data: {
              credit: { available: this.account.available },
              balance: { current: this.account.current },
            },
          },
        };
      case 'GET payments/':
        return { status: 200, body: { data: this.payments } };
      case 'POST payments/':
        if (!isRecord(body) || typeof body.amount !== 'number' || !(body.amount > 0)) {
          return { status: 422, body: { message: 'El monto no es válido.' } };
        }
        return {
          status: 200,
          body: { data: { endpoint: this.endpoint, payment_method: 'LINK_PEI' } },
        };
      case 'GET summary/last/':
        return { status: 200, body: { data: { file: { b64: STATEMENT_PDF_B64 } } } };
      default:
        return { status: 404, body: { message: 'No encontrado' } };
    }
  }
}

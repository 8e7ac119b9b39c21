import type { BrowserContext, Request } from '@playwright/test';
import { answers } from '../../mocks/provider-answers';
import {
  answer,
  initialState,
  isRecord,
  type CallName,
  type ProviderState,
  type StubAnswer,
  type StubPayment,
  type StubRequest,
} from '../../scripts/stub-provider-answers';
import { CONFIGURED_PROVIDER_ORIGIN, LIVE_GATEWAY_ORIGIN, LIVE_ORIGIN } from './origins';

/**
 * The live tests' stub provider: the answers of scripts/stub-provider-answers.ts (shared with the
 * bench) on the live bundle's origin, through the context's routing (the popup's calls too); it
 * records every call and lets a test replace one call's answer.
 */

export {
  ACCOUNT,
  CARDHOLDER,
  CARDHOLDER_NAME,
  FIGURES,
  LOGIN_REFUSED_MESSAGE,
  PAYMENT_ROWS,
  STATEMENT_PDF_B64,
  STUB_TOKEN,
  type CallName,
} from '../../scripts/stub-provider-answers';

/** Where `POST payments/` sends the popup: the LINK form of the stub gateway. */
export const LINK_ENDPOINT = `${LIVE_GATEWAY_ORIGIN}/link/pago?operacion=OP-0001`;
/** Where it sends the popup once the test chose BIND (`payWithBind`): the stub's BIND form. */
const BIND_ENDPOINT = `${LIVE_GATEWAY_ORIGIN}/bind/pago?operacion=OP-0002`;

/** A call the live bundle made, with what the stub answered. */
export interface StubCall extends StubRequest {
  url: string;
  status: number;
}

export type StubHandler = (call: Omit<StubCall, 'status'>) => StubAnswer;

function parseBody(request: Request): unknown {
  const text = request.postData();
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const API_PREFIX = '/api/v1/';

export class StubProvider implements ProviderState {
  /** Every call, in the order the stub answered them. */
  readonly calls: StubCall[] = [];
  private readonly initial = initialState(LINK_ENDPOINT);
  /** The payments GET payments/ lists, newest first; the gateway's notification adds one. */
  readonly payments: StubPayment[] = this.initial.payments;
  readonly account = this.initial.account;
  /** The endpoint `POST payments/` answers with. */
  endpoint = this.initial.endpoint;
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
  /** The payment the last BIND `POST payments/` created, which its gateway's notification lists. */
  private bindPayment: { id: number; amount: number; createdAt: string } | null = null;

  /** `origin`: where the app under test runs (the live build under serve.ts, or under nginx). */
  constructor(private readonly origin = LIVE_ORIGIN) {}

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

  /**
   * From now on `POST payments/` answers as for a card paid with BIND_SIMPLE: a new id each
   * time and the stub's BIND form. The payment is not listed until `notifyBind` (its gateway's
   * server notification) lists it; a provider may never hear of a form left blank.
   */
  payWithBind(): void {
    this.override('POST payments/', (call) => {
      const answered = answer(call, this);
      if (answered.status !== 201 || !isRecord(call.body) || typeof call.body.amount !== 'number')
        return answered;
      const id = Math.max(this.bindPayment?.id ?? 0, ...this.payments.map((paid) => paid.id)) + 1;
      this.bindPayment = { id, amount: call.body.amount, createdAt: new Date().toISOString() };
      return answers.paymentCreated({ id, endpoint: BIND_ENDPOINT, payment_method: 'BIND_SIMPLE' });
    });
  }

  /**
   * What the BIND gateway's server notification does at the provider: the payment the last BIND
   * `POST payments/` created is listed by its id with this status ('Acreditado' moves the figures).
   */
  notifyBind(name: 'Acreditado' | 'Rechazado' | 'Cancelado'): void {
    const created = this.bindPayment;
    if (!created) throw new Error('no BIND payment was created');
    this.bindPayment = null;
    this.payments.unshift({
      id: created.id,
      amount: created.amount,
      created_at: created.createdAt,
      status: { data: { name } },
      payment_method: 'BIND_SIMPLE',
    });
    if (name === 'Acreditado') this.credit(created.amount);
  }

  private credit(amount: number): void {
    this.account.current = Math.round((this.account.current - amount) * 100) / 100;
    this.account.available = Math.round((this.account.available + amount) * 100) / 100;
  }

  async install(context: BrowserContext): Promise<void> {
    await context.route('**/api/v1/**', async (route, request) => {
      const url = new URL(request.url());
      if (
        // The app's own origin, or the configured build's provider (API_URL).
        ![this.origin, CONFIGURED_PROVIDER_ORIGIN].includes(url.origin) ||
        !url.pathname.startsWith(API_PREFIX)
      ) {
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
      const answered = override ? override(call) : answer(call, this);
      this.calls.push({ ...call, status: answered.status });
      await route.fulfill({
        status: answered.status,
        contentType: 'application/json; charset=utf-8',
        body: answered.body === undefined ? '' : JSON.stringify(answered.body),
      });
    });
  }
}

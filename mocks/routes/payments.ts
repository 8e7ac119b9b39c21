import type { RouteRegistrar } from '../demo/provider-faults';
import type { Payment } from '../../src/services/provider';
import { answers, validAmount } from '../provider-answers';
import type { PaymentRecord } from '../records';
import { authenticatedCardholder, dbOf, parseJsonBody, respond, unauthorized } from './session';

export interface PaymentRoutesOptions {
  /** Where the demo gateway page is served; the payment's `endpoint` points there. */
  gatewayUrl: string;
  /** The app's origin: the gateway sends its messages and its notification there. */
  appOrigin: string;
  onDataChanged: () => void;
  /** Gives due payments their announced status (demo: 'Acreditar en 20 s'). */
  settleDue?: () => void;
  /** The demo scenario 'Pago rechazado por el banco' is on for this payment (and used up). */
  bankRejectsNext?: () => boolean;
}

/** What the provider says of a payment: never its secret, nor a settlement still to come. */
function toProviderPayment(record: PaymentRecord): Payment {
  return {
    id: record.id,
    amount: record.amount,
    created_at: record.created_at,
    status: { data: { name: record.status_name } },
    payment_method: record.payment_method,
  };
}

/** 128 random bits, as hex: what a real gateway's shared secret or signature stands for. */
function newGatewaySecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function paymentRoutes(
  server: RouteRegistrar,
  {
    gatewayUrl,
    appOrigin,
    onDataChanged,
    settleDue = () => undefined,
    bankRejectsNext = () => false,
  }: PaymentRoutesOptions,
): void {
  server.get('payments/', (schema, request) => {
    settleDue();
    const db = dbOf(schema);
    const cardholder = authenticatedCardholder(db, request);
    if (!cardholder) return unauthorized();
    const payments = db.payments
      .where({ cardholderId: cardholder.id })
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(toProviderPayment);
    return respond(answers.payments(payments));
  });

  server.post('payments/', (schema, request) => {
    const db = dbOf(schema);
    const cardholder = authenticatedCardholder(db, request);
    if (!cardholder) return unauthorized();
    if (cardholder.blocked) return respond(answers.cardBlocked());
    const amount = validAmount(parseJsonBody(request).amount);
    if (amount === null) return respond(answers.invalidAmount());
    const record = db.payments.insert({
      cardholderId: cardholder.id,
      amount,
      created_at: new Date().toISOString(),
      status_name: 'Pendiente',
      payment_method: cardholder.payment_method,
      gateway_secret: newGatewaySecret(),
      ...(bankRejectsNext() && { bank_rejects: true }),
    });
    onDataChanged();
    const endpoint = new URL(gatewayUrl);
    endpoint.search = new URLSearchParams({
      payment: record.id,
      amount: amount.toFixed(2),
      method: record.payment_method,
      app: appOrigin,
      secret: record.gateway_secret ?? '',
    }).toString();
    return respond(
      answers.paymentCreated({ ...toProviderPayment(record), endpoint: endpoint.toString() }),
    );
  });
}

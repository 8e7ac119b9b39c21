import type { RouteRegistrar } from '../demo/provider-faults';
import type { DataEnvelope, NewPayment, Payment } from '../../src/services/provider';
import type { PaymentRecord } from '../records';
import {
  authenticatedCardholder,
  dbOf,
  jsonResponse,
  parseJsonBody,
  unauthorized,
} from './session';

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

/** The provider's refusal of a blocked card's payment (demo contract, section 2). */
const CARD_BLOCKED_MESSAGE =
  'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.';

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

/** A positive amount with at most 2 decimals, or null. */
function validAmount(value: unknown): number | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6 ? amount : null;
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
    const body: DataEnvelope<Payment[]> = { data: payments };
    return jsonResponse(200, body);
  });

  server.post('payments/', (schema, request) => {
    const db = dbOf(schema);
    const cardholder = authenticatedCardholder(db, request);
    if (!cardholder) return unauthorized();
    if (cardholder.blocked) return jsonResponse(403, { message: CARD_BLOCKED_MESSAGE });
    const amount = validAmount(parseJsonBody(request).amount);
    if (amount === null) return jsonResponse(422, { message: 'El monto ingresado no es válido.' });
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
    const body: DataEnvelope<NewPayment> = {
      data: { ...toProviderPayment(record), endpoint: endpoint.toString() },
    };
    return jsonResponse(201, body);
  });
}

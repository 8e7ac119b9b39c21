import { isRecord } from '../../lib/is-record';
import { api, dataOf } from '../../services/api';
import type { CreatePaymentRequest, Payment, PaymentMethod } from '../../services/provider';

/** What the payment flow reads of the answer; each part may be missing (the flow checks). */
export type CreatedPayment = Pick<Payment, 'endpoint' | 'payment_method'>;

const METHODS: readonly PaymentMethod[] = ['LINK_PEI', 'BIND_SIMPLE'];

/**
 * Only the two fields the flow uses, each kept only when it is what the spec says: no
 * endpoint means the payment error (the endpoint check refuses it), an unknown or absent
 * method is LINK_PEI (spec section 3).
 */
export function readCreatedPayment(body: unknown): CreatedPayment {
  const data = dataOf(body);
  if (!isRecord(data)) return {};
  const { endpoint, payment_method: method } = data;
  return {
    ...(typeof endpoint === 'string' && { endpoint }),
    ...(METHODS.includes(method as PaymentMethod) && { payment_method: method as PaymentMethod }),
  };
}

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent exactly once per Continuar: a mutation is never retried by itself (services/api.ts).
    createPayment: build.mutation<CreatedPayment, CreatePaymentRequest>({
      query: (body) => ({ url: 'payments/', method: 'POST', body }),
      transformResponse: readCreatedPayment,
      // A new payment changes the balance and the list of payments.
      invalidatesTags: ['Account', 'Payments'],
    }),
  }),
});

export const { useCreatePaymentMutation } = paymentApi;

import { api } from '../../services/api';
import { envelopesOf, readAnswer } from '../../services/answers';
import { paymentIdOf } from '../../services/accountApi';
import type { CreatePaymentRequest, Payment, PaymentMethod } from '../../services/provider';

/** What the payment flow reads of the answer; each part may be missing (the flow checks). */
export type CreatedPayment = Pick<Payment, 'endpoint' | 'payment_method' | 'id'>;

const METHODS: readonly PaymentMethod[] = ['LINK_PEI', 'BIND_SIMPLE'];

const isMethod = (method: unknown): method is PaymentMethod =>
  METHODS.includes(method as PaymentMethod);

/**
 * Only the fields the flow uses, each kept only when it is what the spec says: no
 * endpoint means the payment error (the endpoint check refuses it), an unknown or absent
 * method is LINK_PEI (spec section 3). The spec does not fix the envelope of this answer:
 * the fields are read under `data` (as every other answer has them) or at the top level.
 * The id (not named by the spec either) tells the payment apart in payments/ when given.
 */
export function readCreatedPayment(body: unknown): CreatedPayment {
  const places = envelopesOf(body, 'data-first');
  const endpoint = places.map((place) => place.endpoint).find((value) => typeof value === 'string');
  const method = places.map((place) => place.payment_method).find(isMethod);
  const id = places.map((place) => paymentIdOf(place.id)).find((value) => value !== null);
  return {
    ...(id && { id }),
    ...(typeof endpoint === 'string' && { endpoint }),
    ...(method && { payment_method: method }),
  };
}

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent exactly once per Continuar: a mutation is never retried by itself (services/api.ts).
    createPayment: build.mutation<CreatedPayment, CreatePaymentRequest>({
      queryFn: (body, _api, _extraOptions, baseQuery) =>
        readAnswer(baseQuery({ url: 'payments/', method: 'POST', body }), readCreatedPayment),
      // A new payment changes the balance and the list of payments.
      invalidatesTags: ['Account', 'Payments'],
    }),
  }),
});

export const { useCreatePaymentMutation } = paymentApi;

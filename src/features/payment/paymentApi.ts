import { answerSchema, api } from '../../services/api';
import {
  CreatedPaymentAnswer,
  type CreatedPayment,
  type CreatePaymentRequest,
} from '../../services/provider';

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent exactly once per Continuar: a mutation is never retried by itself (services/api.ts).
    createPayment: build.mutation<CreatedPayment, CreatePaymentRequest>({
      query: (body) => ({ url: 'payments/', method: 'POST', body }),
      responseSchema: answerSchema(CreatedPaymentAnswer),
      // A new payment changes the balance and the list of payments.
      invalidatesTags: ['Account', 'Payments'],
    }),
  }),
});

export const { useCreatePaymentMutation } = paymentApi;

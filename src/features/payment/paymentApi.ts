import { api } from '../../services/api';
import type { CreatePaymentRequest, DataEnvelope, Payment } from '../../services/provider';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPayment: build.mutation<Payment, CreatePaymentRequest>({
      query: (body) => ({ url: 'payments/', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<Payment>) => response.data,
      // A new payment changes the balance and the list of payments.
      invalidatesTags: ['Account', 'Payments'],
    }),
  }),
});

export const { useCreatePaymentMutation } = paymentApi;

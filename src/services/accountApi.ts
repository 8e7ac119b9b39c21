import { answerSchema, api } from './api';
import { AccountAnswer, PaymentsAnswer, type AccountFigures, type PaymentEntry } from './provider';

/**
 * account/ and payments/, which home shows and the payment flow reads too (the figures, the
 * payment followed until it is settled): the calls two features share live here, below both.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountFigures, void>({
      query: () => 'account/',
      responseSchema: answerSchema(AccountAnswer),
      providesTags: ['Account'],
    }),
    getPayments: build.query<PaymentEntry[], void>({
      query: () => 'payments/',
      responseSchema: answerSchema(PaymentsAnswer),
      providesTags: ['Payments'],
    }),
  }),
});

export const { useGetAccountQuery, useGetPaymentsQuery } = accountApi;

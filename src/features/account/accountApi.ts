import { api } from '../../services/api';
import type { Account, DataEnvelope, Payment, Statement } from '../../services/provider';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => 'account/',
      transformResponse: (response: DataEnvelope<Account>) => response.data,
      providesTags: ['Account'],
    }),
    getPayments: build.query<Payment[], void>({
      query: () => 'payments/',
      transformResponse: (response: DataEnvelope<Payment[]>) => response.data,
      providesTags: ['Payments'],
    }),
    getLastStatement: build.query<Statement, void>({
      query: () => 'summary/last/',
      transformResponse: (response: DataEnvelope<Statement>) => response.data,
      providesTags: ['Statement'],
      // The PDF is large and asked for once: do not keep it in memory.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAccountQuery, useGetPaymentsQuery, useLazyGetLastStatementQuery } = accountApi;

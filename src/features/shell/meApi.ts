import { api } from '../../services/api';
import type { DataEnvelope, Me } from '../../services/provider';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me/',
      transformResponse: (response: DataEnvelope<Me>) => response.data,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;

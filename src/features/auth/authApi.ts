import { api } from '../../services/api';
import type { Credentials, LoginRequest } from '../../services/provider';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Credentials, LoginRequest>({
      query: (body) => ({ url: 'auth/login/', method: 'POST', body }),
    }),
    ping: build.query<unknown, void>({
      query: () => 'auth/ping/',
      // A ping is a question for the server, never an answer to reuse.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation } = authApi;

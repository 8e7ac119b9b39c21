import { signedIn } from '../../services/events';
import { answerSchema, api } from '../../services/api';
import type { Credentials, LoginRequest } from '../../services/provider';
import { LoginAnswer } from '../../services/session/token';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent once per press of INGRESAR: a mutation is never retried by itself.
    login: build.mutation<Credentials, LoginRequest>({
      query: (body) => ({ url: 'auth/login/', method: 'POST', body }),
      responseSchema: answerSchema(LoginAnswer),
      // The session starts (the credentials slice keeps the token) as the answer arrives.
      onQueryStarted: async (body, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(signedIn({ token: answer.data.token, dni: body.dni }));
      },
    }),
    ping: build.query<unknown, void>({
      // Any 2xx keeps the session, whatever its body: the answer itself is never used.
      query: () => ({ url: 'auth/ping/', responseHandler: 'text' }),
      // A ping is a question for the server, never an answer to reuse.
      keepUnusedDataFor: 0,
    }),
  }),
});

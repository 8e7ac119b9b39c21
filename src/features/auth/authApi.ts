import { signedIn } from '../../services/events';
import { api } from '../../services/api';
import { envelopesOf, readAnswer } from '../../services/answers';
import type { Credentials, LoginRequest } from '../../services/provider';
import { isUsableToken } from '../../services/session/token';

/** The spec stores the answer as the credentials (`{ token }`); some providers wrap it in `data`. */
function readCredentials(body: unknown): Credentials | null {
  const token = envelopesOf(body, 'top-first')
    .map((place) => place.token)
    .find(isUsableToken);
  return token === undefined ? null : { token };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent once per press of INGRESAR: a mutation is never retried by itself. An answer
    // without a usable token is a failed login (its message), never a session without one.
    login: build.mutation<Credentials, LoginRequest>({
      queryFn: (body, _api, _extraOptions, baseQuery) =>
        readAnswer(baseQuery({ url: 'auth/login/', method: 'POST', body }), readCredentials),
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

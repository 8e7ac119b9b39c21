import { answerSchema, api } from '../../services/api';
import type { Credentials, LoginRequest } from '../../services/provider';
import { LoginAnswer } from '../../services/session/token';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent once per press of INGRESAR: a mutation is never retried by itself.
    login: build.mutation<Credentials, LoginRequest>({
      query: (body) => ({ url: 'auth/login/', method: 'POST', body }),
      // What its answer starts is the sign-in's sequence (startup/5-signing-in.ts).
      responseSchema: answerSchema(LoginAnswer),
    }),
    ping: build.query<null, void>({
      // Any 2xx keeps the session: its body is never read, so a page reloaded as the answer
      // arrives (the body cut off) does not turn a 200 into a failed ping that ends it.
      query: () => ({ url: 'auth/ping/', responseHandler: leaveBodyUnread }),
      // A ping is a question for the server, never an answer to reuse.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The answer's status is all a ping needs: its body is let go unread. */
function leaveBodyUnread(response: Response): Promise<null> {
  response.body?.cancel().catch(() => undefined);
  return Promise.resolve(null);
}

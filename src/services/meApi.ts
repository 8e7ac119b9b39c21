import { api } from './api';
import { dataOf, readAnswer } from './answers';
import { isRecord } from '../lib/is-record';
import type { Me } from './provider';
import { cardholderNameOf, meReceived } from './userData';

/**
 * Whatever the body is (no data, no name, not an object), never a failed call nor a crash:
 * only a name worth greeting with is kept; without one the drawer simply says 'Menú'.
 */
function readMe(body: unknown): Me {
  const data = dataOf(body);
  const name = cardholderNameOf(isRecord(data) ? data.name : undefined);
  return name === null ? {} : { name };
}

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) => readAnswer(baseQuery('me/'), readMe),
      // The spec's 'user-data' cache: written with every answer, never read back for display.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(meReceived(answer.data));
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;

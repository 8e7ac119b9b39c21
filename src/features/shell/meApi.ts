import { isRecord } from '../../lib/is-record';
import { api, dataOf } from '../../services/api';
import type { Me } from '../../services/provider';
import { meReceived } from './userDataSlice';

/** Only a non-empty name is kept: without one the drawer simply says 'Menú'. */
function readMe(body: unknown): Me {
  const data = dataOf(body);
  const name = isRecord(data) ? data.name : undefined;
  return typeof name === 'string' && name.trim() ? { name } : {};
}

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me/',
      // Whatever the body is (no data, no name, not an object), never a crash: no greeting.
      transformResponse: readMe,
      providesTags: ['Me'],
      // Kept under 'user-data' for the drawer's greeting.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(meReceived(answer.data));
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;

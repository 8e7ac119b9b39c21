import { answerSchema, api } from './api';
import { MeAnswer, type Me } from './provider';
import { meReceived } from './userData';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me/',
      responseSchema: answerSchema(MeAnswer),
      // The spec's 'user-data' cache, written with every answer: the name the receipt prints.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(meReceived(answer.data));
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;

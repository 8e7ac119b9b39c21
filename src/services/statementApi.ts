import { answerSchema, api } from './api';
import { StatementAnswer, type Statement } from './provider';

const statementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLastStatement: build.query<Statement, void>({
      query: () => 'summary/last/',
      responseSchema: answerSchema(StatementAnswer),
      // The PDF is large and asked for once: do not keep it in memory.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetLastStatementQuery } = statementApi;

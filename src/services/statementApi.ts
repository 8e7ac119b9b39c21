import { api } from './api';
import { dataOf, field, readAnswer, textOf } from './answers';
import type { Statement } from './provider';

/** Null (a failed download) without a base64 PDF in data.file.b64. */
function readStatement(body: unknown): Statement | null {
  const b64 = textOf(field(dataOf(body), 'file', 'b64'));
  return b64 === null ? null : { file: { b64 } };
}

const statementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLastStatement: build.query<Statement, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) =>
        readAnswer(baseQuery('summary/last/'), readStatement),
      // The PDF is large and asked for once: do not keep it in memory.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetLastStatementQuery } = statementApi;

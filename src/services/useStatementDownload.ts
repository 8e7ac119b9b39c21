import { useState } from 'react';
import { saveBase64Pdf } from '../lib/download';
import { isConnectionError } from './errors';
import { useLazyGetLastStatementQuery } from './statementApi';

const STATEMENT_FILE_NAME = 'mi-resumen.pdf';

const STATEMENT_FAILED_MESSAGE = 'No pudimos descargar tu resumen. Intentá nuevamente.';
const STATEMENT_OFFLINE_MESSAGE =
  'No pudimos descargar tu resumen. Revisá tu conexión e intentá nuevamente.';

/**
 * 'Descargar mi resumen', wherever it is offered (home, the drawer): one call, one file name,
 * one busy text, one failure text. Here, below both features, so that they cannot drift apart.
 */
export function useStatementDownload() {
  const [fetchStatement, { isFetching }] = useLazyGetLastStatementQuery();
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setFailure(null);
    const { data, error } = await fetchStatement();
    try {
      if (error || !data) throw error;
      saveBase64Pdf(data.file.b64, STATEMENT_FILE_NAME);
    } catch {
      // A failed call, an answer without the PDF, or base64 that is not a file.
      setFailure(isConnectionError(error) ? STATEMENT_OFFLINE_MESSAGE : STATEMENT_FAILED_MESSAGE);
    }
  }

  return {
    download,
    busy: isFetching,
    label: isFetching ? 'Descargando resumen' : 'Descargar mi resumen',
    /** Why the last press saved nothing; null while it runs and after a success. */
    failure,
  };
}

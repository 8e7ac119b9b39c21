import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { saveBase64Pdf } from '../../lib/download';
import { isConnectionError } from '../../services/errors';
import { useLazyGetLastStatementQuery } from './statementApi';

const STATEMENT_FILE_NAME = 'mi-resumen.pdf';

const STATEMENT_FAILED_MESSAGE = 'No pudimos descargar tu resumen. Intentá nuevamente.';
const STATEMENT_OFFLINE_MESSAGE =
  'No pudimos descargar tu resumen. Revisá tu conexión e intentá nuevamente.';

/**
 * 'Descargar mi resumen'. On a failure the button is enabled again (spec section 8: it is the
 * retry) and a quiet line beside it says so: without it a press that saved nothing looks like
 * a download the cardholder cannot find. A polite status, not an alert: nothing else on home
 * changed, and the figures and payments stay as they were.
 */
export function StatementDownloadButton() {
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

  return (
    <>
      <Button variant="secondary" onClick={download} disabled={isFetching} aria-live="polite">
        {isFetching ? 'Descargando resumen' : 'Descargar mi resumen'}
      </Button>
      <p
        role="status"
        className="statement-status small text-body-secondary mb-0 align-self-center"
      >
        {failure}
      </p>
    </>
  );
}

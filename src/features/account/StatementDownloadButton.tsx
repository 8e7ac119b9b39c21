import Button from 'react-bootstrap/Button';
import { saveBase64Pdf } from '../../lib/download';
import { useLazyGetLastStatementQuery } from './accountApi';

export const STATEMENT_FILE_NAME = 'mi-resumen.pdf';

/** 'Descargar mi resumen': a failure is silent and the button is enabled again (spec section 8). */
export function StatementDownloadButton() {
  const [fetchStatement, { isFetching }] = useLazyGetLastStatementQuery();

  async function download() {
    try {
      const statement = await fetchStatement().unwrap();
      saveBase64Pdf(statement.file.b64, STATEMENT_FILE_NAME);
    } catch {
      // Spec: silent; the button simply becomes available again.
    }
  }

  return (
    <Button variant="secondary" onClick={download} disabled={isFetching} aria-live="polite">
      {isFetching ? 'Descargando resumen' : 'Descargar mi resumen'}
    </Button>
  );
}

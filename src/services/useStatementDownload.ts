import { useState } from 'react';
import { isOffline } from '../lib/connection';
import { saveBase64Pdf } from '../lib/download';
import { isConnectionError } from './errors';
import { useLazyGetLastStatementQuery } from './statementApi';

const STATEMENT_FILE_NAME = 'mi-resumen.pdf';

const BUSY_LABEL = 'Descargando resumen';
const STATEMENT_FAILED_MESSAGE = 'No pudimos descargar tu resumen. Intentá nuevamente.';
const STATEMENT_OFFLINE_MESSAGE =
  'No pudimos descargar tu resumen. Revisá tu conexión e intentá nuevamente.';
const STATEMENT_NEEDS_CONNECTION = 'Necesitás conexión para descargar el resumen.';

/**
 * 'Descargar mi resumen' for home and the drawer, below both features so they cannot drift apart.
 * While it runs a press sends no second call; the button stays focusable (aria-disabled, never
 * `disabled`, which would drop the focus to the page).
 */
export function useStatementDownload() {
  const [fetchStatement] = useLazyGetLastStatementQuery();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    // Offline the call cannot leave: said as such, never as the provider's failure.
    if (isOffline()) {
      setFailure(STATEMENT_NEEDS_CONNECTION);
      return;
    }
    setBusy(true);
    setFailure(null);
    // The trigger's promise never rejects: a failed call is its `error`.
    const { data, error } = await fetchStatement();
    setBusy(false);
    try {
      if (error || !data) throw error;
      saveBase64Pdf(data.file.b64, STATEMENT_FILE_NAME);
    } catch {
      // A failed call, an answer without the PDF, or base64 that is not a file.
      if (isOffline()) setFailure(STATEMENT_NEEDS_CONNECTION);
      else
        setFailure(isConnectionError(error) ? STATEMENT_OFFLINE_MESSAGE : STATEMENT_FAILED_MESSAGE);
    }
  }

  return {
    download,
    busy,
    label: busy ? BUSY_LABEL : 'Descargar mi resumen',
    /**
     * What the status line beside the button says: the busy words while it runs (the one
     * place they are read out; the button shows them too), then why a press saved nothing.
     */
    status: busy ? BUSY_LABEL : failure,
  };
}

import Button from 'react-bootstrap/Button';
import { useStatementDownload } from '../../services/useStatementDownload';

/**
 * 'Descargar mi resumen' (docs/behaviour.md#home). The line beside it says a failure, else a press
 * that saved nothing looks like a lost download; a polite status, not an alert: nothing else on
 * home changed. On a failure the button is the retry (spec section 8).
 */
export function StatementDownloadButton() {
  const { download, busy, label, status } = useStatementDownload();
  return (
    <>
      <Button
        variant="secondary"
        className={busy ? 'disabled' : undefined}
        aria-disabled={busy || undefined}
        onClick={download}
      >
        {label}
      </Button>
      <p
        role="status"
        className={
          busy
            ? 'visually-hidden'
            : 'statement-status small text-body-secondary mb-0 align-self-center'
        }
      >
        {status}
      </p>
    </>
  );
}

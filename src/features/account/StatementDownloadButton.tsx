import Button from 'react-bootstrap/Button';
import { useStatementDownload } from '../../services/useStatementDownload';

/**
 * 'Descargar mi resumen'. On a failure the button is enabled again (spec section 8: it is the
 * retry) and a quiet line beside it says so: without it a press that saved nothing looks like
 * a download the cardholder cannot find. A polite status, not an alert: nothing else on home
 * changed, and the figures and payments stay as they were.
 */
export function StatementDownloadButton() {
  const { download, busy, label, failure } = useStatementDownload();
  return (
    <>
      <Button variant="secondary" onClick={download} disabled={busy} aria-live="polite">
        {label}
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

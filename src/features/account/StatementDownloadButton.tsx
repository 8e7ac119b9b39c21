import Button from 'react-bootstrap/Button';
import { useStatementDownload } from '../../services/useStatementDownload';

/**
 * 'Descargar mi resumen'. While it works it reads 'Descargando resumen', looks disabled
 * (Bootstrap's .disabled) and keeps the focus; the line beside it says the busy words once to
 * a screen reader (hidden: the button shows them). On a failure the button works again (spec
 * section 8: it is the retry) and that line says so: without it a press that saved nothing
 * looks like a download the cardholder cannot find. A polite status, not an alert: nothing
 * else on home changed, and the figures and payments stay as they were.
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

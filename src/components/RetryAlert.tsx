import Button from 'react-bootstrap/Button';

/** A part of the page that could not load: what failed, and 'Reintentar' beside it. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

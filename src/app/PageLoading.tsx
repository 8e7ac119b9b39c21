import Spinner from 'react-bootstrap/Spinner';

/** Shown while a page's code arrives. */
export function PageLoading() {
  return (
    <div className="page-loading d-flex align-items-center justify-content-center" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">Cargando...</span>
    </div>
  );
}

/** Shown while a page's code arrives (Bootstrap's spinner markup: no component code needed). */
export function PageLoading() {
  return (
    <div className="page-loading d-flex align-items-center justify-content-center" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Cargando...</span>
    </div>
  );
}

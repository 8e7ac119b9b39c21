import { useRouteError } from 'react-router-dom';

/** Whatever went wrong while showing a page: a Spanish message and a way back, never a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3">Algo salió mal</h1>
      <p className="text-body-secondary">
        No pudimos mostrar esta página. Probá de nuevo en unos instantes.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  );
}

import { useEffect, useRef } from 'react';
import { useDocumentTitle } from './pageHeading';
import { paths } from '../lib/paths';

interface ErrorMessageProps {
  /** The page's code could not be downloaded (network, or a deployment removed it). */
  codeMissing: boolean;
  onRetry: () => void;
}

/** What went wrong while showing a page: a Spanish message and a way back, never a stack trace. */
export function ErrorMessage({ codeMissing, onRetry }: ErrorMessageProps) {
  // Focus goes to what changed (quality.md): the message, read from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = codeMissing ? 'No pudimos cargar esta página' : 'Algo salió mal';
  useDocumentTitle(title);
  // A section, not a <main>: inside the shell the page's <main> is already around it.
  return (
    <section className="container py-5 text-center" role="alert">
      <h1 className="h3" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="text-body-secondary">
        {codeMissing
          ? 'Revisá tu conexión a internet y probá de nuevo.'
          : 'No pudimos mostrar esta página. Probá de nuevo en unos instantes.'}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Reintentar
        </button>
        {/* A full load: whatever broke in this page's state stays behind. */}
        <a className="btn btn-outline-primary" href={paths.home}>
          Volver a inicio
        </a>
      </div>
    </section>
  );
}

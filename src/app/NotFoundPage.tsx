import { Link } from 'react-router-dom';
import { usePageHeading } from '../components/pageHeading';
import { pageTitles } from '../lib/page-titles';
import { paths } from '../lib/paths';

/** The fallback for any other path (spec section 2), lazily loaded in a chunk of its own. */
function NotFoundPage() {
  const heading = usePageHeading(pageTitles.notFound);
  return (
    <section className="not-found text-center py-5" aria-labelledby="not-found-title">
      <h1 ref={heading} tabIndex={-1} id="not-found-title" className="h3">
        No encontramos esta página
      </h1>
      <p className="text-body-secondary">La dirección no existe o cambió.</p>
      <Link to={paths.home} className="btn btn-primary">
        Volver a inicio
      </Link>
    </section>
  );
}

export default NotFoundPage;

import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { Logo } from '../../components/Logo';
import { LoginForm, type LoginValues } from './LoginForm';
import { selectSessionExpired } from './sessionEndSlice';

/** Issue 16: said on /login when the session ended by itself (a failed ping, a 401). */
const SESSION_ENDED_MESSAGE = 'Tu sesión terminó. Ingresá de nuevo para seguir.';

interface LoginPageProps {
  /** Shown beside the form on wide screens, below it on phones. */
  marketing?: ReactNode;
  footer?: ReactNode;
  /** Above the form: gets a way to fill the form (the demo banner uses it). */
  renderBanner?: (fill: (values: LoginValues) => void) => ReactNode;
}

/** /login: the sign-in form, and the issuer's marketing page around it. */
export function LoginPage({ marketing, footer, renderBanner }: LoginPageProps) {
  // A new fill remounts the form with those values (and clears any earlier error).
  const [filled, setFilled] = useState<{ values: LoginValues; count: number } | null>(null);
  const fill = (values: LoginValues) =>
    setFilled((previous) => ({ values, count: (previous?.count ?? 0) + 1 }));
  const heading = usePageHeading(pageTitles.login);
  const sessionExpired = useAppSelector(selectSessionExpired);

  return (
    <>
      <header className="login-header border-bottom bg-body">
        <div className="container py-2">
          <Logo height={36} />
        </div>
      </header>
      <main className="login-page container py-4">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-5">
            <div className="login-card card shadow-sm">
              <div className="card-body p-4">
                {/* After a session that ended by itself the heading takes the focus: it reads
                    the reason too, which the status region says as it appears. */}
                <h1
                  ref={heading}
                  tabIndex={-1}
                  className="h4 mb-4"
                  aria-describedby={sessionExpired ? 'session-ended' : undefined}
                >
                  Ingresá a Autogestión
                </h1>
                {sessionExpired && (
                  <p id="session-ended" role="status" className="alert alert-info">
                    {SESSION_ENDED_MESSAGE}
                  </p>
                )}
                {renderBanner?.(fill)}
                <LoginForm key={filled?.count ?? 0} initialValues={filled?.values} />
              </div>
            </div>
          </div>
          {marketing && <div className="col-lg-7">{marketing}</div>}
        </div>
      </main>
      {footer}
    </>
  );
}

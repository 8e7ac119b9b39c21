import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { Logo } from '../../components/Logo';
import { OfflineNotice } from '../../components/OfflineNotice';
import { LoginForm, type LoginValues } from './LoginForm';
import type { SignIn } from './useLogin';
import { selectEndReason } from '../../services/session/sessionSlice';
import type { SessionEndReason } from '../../services/session/sessionState';

/** Why the last session ended, said on /login; a logout needs no word. */
const SESSION_END_MESSAGES: Record<SessionEndReason, string | null> = {
  logout: null,
  expired: 'Tu sesión terminó. Ingresá de nuevo para seguir.',
  provider:
    'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.',
  idle: 'Cerramos tu sesión por inactividad.',
};

interface LoginPageProps {
  /** INGRESAR's sequence, from 'Cargando...' to the signed-in pages. */
  signIn: SignIn;
  /** Shown beside the form on wide screens, below it on phones. */
  marketing?: ReactNode;
  footer?: ReactNode;
  /** Above the form: gets a way to fill the form (the demo banner uses it). */
  renderBanner?: (fill: (values: LoginValues) => void) => ReactNode;
}

/** /login: the sign-in form, and the issuer's marketing page around it. */
export function LoginPage({ signIn, marketing, footer, renderBanner }: LoginPageProps) {
  // A new fill remounts the form with those values (and clears any earlier error).
  const [filled, setFilled] = useState<{ values: LoginValues; count: number } | null>(null);
  const fill = (values: LoginValues) =>
    setFilled((previous) => ({ values, count: (previous?.count ?? 0) + 1 }));
  const heading = usePageHeading(pageTitles.login);
  const endReason = useAppSelector(selectEndReason);
  const endMessage = endReason ? SESSION_END_MESSAGES[endReason] : null;

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
              <div className="card-body">
                {/* After a session that ended by itself the heading takes the focus and reads
                    the reason as its description; an alert also says it as it appears, for when
                    the focus stays put (a page load) or its move cuts the alert short. */}
                <h1
                  ref={heading}
                  tabIndex={-1}
                  className="h4 mb-4"
                  aria-describedby={endMessage ? 'session-ended' : undefined}
                >
                  Ingresá a Autogestión
                </h1>
                {endMessage && (
                  <div role="alert" className="alert alert-warning d-flex gap-2">
                    {/* A text glyph, not an SVG: /login's first press has no room for one. */}
                    <span aria-hidden="true">{'\u26a0\ufe0e'}</span>
                    <p id="session-ended" className="mb-0">
                      {endMessage}
                    </p>
                  </div>
                )}
                <OfflineNotice />
                {renderBanner?.(fill)}
                <LoginForm
                  key={filled?.count ?? 0}
                  initialValues={filled?.values}
                  signIn={signIn}
                />
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

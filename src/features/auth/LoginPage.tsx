import { Logo } from '../../components/Logo';
import { LoginForm } from './LoginForm';

/** /login: the sign-in form. */
export function LoginPage() {
  return (
    <main className="login-page container py-4">
      <div className="login-card card shadow-sm mx-auto">
        <div className="card-body p-4">
          <Logo height={40} />
          <h1 className="h4 mt-3 mb-4">Ingresá a Autogestión</h1>
          <LoginForm />
        </div>
      </div>
    </main>
  );
}

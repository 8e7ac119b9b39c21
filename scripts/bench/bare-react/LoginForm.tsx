import { useState, type FormEvent } from 'react';

/**
 * The bench's bare React reference: /login's form (the same fields, labels and button) as a
 * plain React component, with no store, router, provider API or CSS framework. What hydrating
 * that form costs with React alone is the most /login's own start-up may cost (its TBT target).
 */
export function LoginForm() {
  const [dni, setDni] = useState('');
  const [lastDigits, setLastDigits] = useState('');
  const [sent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
  }

  return (
    <main>
      <h1>Ingresá a Autogestión</h1>
      <form onSubmit={handleSubmit} aria-label="Ingresar a Autogestión">
        <div>
          <label htmlFor="login-dni">DNI</label>
          <input
            id="login-dni"
            inputMode="numeric"
            autoComplete="username"
            required
            value={dni}
            onChange={(event) => setDni(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="login-last-digits">Últimos 8 dígitos de la tarjeta</label>
          <input
            id="login-last-digits"
            inputMode="numeric"
            autoComplete="off"
            required
            value={lastDigits}
            onChange={(event) => setLastDigits(event.target.value)}
          />
        </div>
        <button type="submit">{sent ? 'Cargando...' : 'INGRESAR'}</button>
      </form>
    </main>
  );
}

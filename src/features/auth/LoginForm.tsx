import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Notification } from '../../components/Notification';
import { providerMessage } from '../../services/errors';
import { useLoginMutation } from './authApi';

/**
 * Sign-in with the DNI and the card's last 8 digits (spec section 2, /login). Both are
 * required and nothing else is checked here: the provider decides. A successful login
 * stores the token; the guard around this page then sends the cardholder home.
 */
export interface LoginValues {
  dni: string;
  lastDigits: string;
}

export function LoginForm({ initialValues }: { initialValues?: LoginValues }) {
  const [login, { isLoading }] = useLoginMutation();
  const [dni, setDni] = useState(initialValues?.dni ?? '');
  const [lastDigits, setLastDigits] = useState(initialValues?.lastDigits ?? '');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [showNotification, setShowNotification] = useState(false);
  const dniInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const hideNotification = useCallback(() => setShowNotification(false), []);

  // Filled from outside (the demo banner): the next step is to press INGRESAR.
  useEffect(() => {
    if (initialValues) submitButton.current?.focus();
  }, [initialValues]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setErrorMessage(null);
    const result = await login({ dni: dni.trim(), last_digits: lastDigits.trim() });
    if ('error' in result) {
      setErrorMessage(providerMessage(result.error));
      setShowNotification(true);
      dniInput.current?.focus();
    }
  }

  return (
    <>
      <Form onSubmit={handleSubmit} aria-label="Ingresar a Autogestión">
        {errorMessage && (
          <Alert variant="danger" role="alert">
            {errorMessage}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="login-dni">
          <Form.Label>DNI</Form.Label>
          <Form.Control
            ref={dniInput}
            name="dni"
            inputMode="numeric"
            autoComplete="username"
            required
            value={dni}
            onChange={(event) => setDni(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-last-digits">
          <Form.Label>Últimos 8 dígitos de la tarjeta</Form.Label>
          <Form.Control
            name="last_digits"
            inputMode="numeric"
            autoComplete="off"
            required
            value={lastDigits}
            onChange={(event) => setLastDigits(event.target.value)}
          />
        </Form.Group>
        <Button
          ref={submitButton}
          type="submit"
          variant="primary"
          className="w-100"
          disabled={isLoading}
        >
          {isLoading ? 'Cargando...' : 'INGRESAR'}
        </Button>
      </Form>
      <Notification
        title="Error de autenticación"
        message={showNotification ? errorMessage : null}
        onClose={hideNotification}
      />
    </>
  );
}

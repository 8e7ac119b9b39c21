import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Notification } from '../../components/Notification';
import { useIsOffline } from '../../components/OfflineNotice';
import { isOffline } from '../../lib/connection';
import { registerServiceWorkerWhenIdle } from '../../lib/service-worker';
import { isConnectionError, isRefusal, providerMessage } from '../../services/errors';
import { withoutSeparators } from './credentialInput';
import { useLogin, type LoginOutcome, type SignIn } from './useLogin';

/**
 * Sign-in with the DNI and the card's last 8 digits (spec section 2): both required, the provider
 * decides the rest. Plain Bootstrap markup: react-bootstrap would add its code to every first page.
 * No field has a `name`, so a form the browser submits itself never puts the DNI in the URL.
 */
const SUBMIT_TAP = 'login';
/** A sign-in the provider could not answer (a 5xx): never a word against the cardholder's data. */
const LOGIN_PROVIDER_DOWN =
  'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
const BUSY_LABEL = 'Cargando...';

/**
 * Why an attempt failed: the provider refused the data (spec section 8: its message, in an
 * alert and an 'Error de autenticación' notification), or it could not be reached or answered
 * wrong, which the notification alone says, headed 'Servicio no disponible'.
 */
interface LoginFailure {
  refused: boolean;
  message: string;
}

function failureOf(error: LoginOutcome['error']): LoginFailure {
  if (isRefusal(error)) return { refused: true, message: providerMessage(error) };
  const message = isConnectionError(error) ? providerMessage(error) : LOGIN_PROVIDER_DOWN;
  return { refused: false, message };
}

export interface LoginValues {
  dni: string;
  lastDigits: string;
}

interface LoginFormProps {
  signIn: SignIn;
  initialValues?: LoginValues;
}

export function LoginForm({ signIn, initialValues }: LoginFormProps) {
  const { login, isLoading } = useLogin(signIn);
  const offline = useIsOffline();
  const [dni, setDni] = useState(initialValues?.dni ?? '');
  const [lastDigits, setLastDigits] = useState(initialValues?.lastDigits ?? '');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [showNotification, setShowNotification] = useState(false);
  const dniInput = useRef<HTMLInputElement>(null);
  const lastDigitsInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const hideNotification = useCallback(() => setShowNotification(false), []);
  // An error is about the attempt that caused it: editing a field or trying again retires it.
  const clearError = () => {
    setFailure(null);
    setShowNotification(false);
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    clearError();
  };

  // Typed into the prerendered form before its script arrived: hydration keeps what the
  // fields show, but the state starts empty; take the fields' values over once.
  useEffect(() => {
    const typedDni = dniInput.current?.value;
    const typedDigits = lastDigitsInput.current?.value;
    if (typedDni) setDni(typedDni);
    if (typedDigits) setLastDigits(typedDigits);
  }, []);

  // A form nobody has typed into registers the service worker once the browser is idle; from
  // the first digit it waits for the figures (SignedInShell), never sharing the phone with a sign-in.
  const untouched = !dni && !lastDigits;
  useEffect(() => {
    if (!untouched || dniInput.current?.value || lastDigitsInput.current?.value) return;
    return registerServiceWorkerWhenIdle();
  }, [untouched]);

  // Filled from outside (the demo banner): the next step is to press INGRESAR.
  useEffect(() => {
    if (initialValues) submitButton.current?.focus();
  }, [initialValues]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || isOffline()) return;
    clearError();
    // What the fields show: a press of INGRESAR while the prerendered form is still being
    // hydrated reaches here before the effect above has taken over what was typed.
    const shownDni = dniInput.current?.value ?? dni;
    const shownDigits = lastDigitsInput.current?.value ?? lastDigits;
    setDni(shownDni);
    setLastDigits(shownDigits);
    // 30.111.222 and 4567 8901 are sent as 30111222 and 45678901; the fields keep what was typed.
    const values = {
      dni: withoutSeparators(shownDni),
      last_digits: withoutSeparators(shownDigits),
    };
    // Separators alone pass the browser's `required`: the spec requires both, so nothing is sent.
    if (!values.dni || !values.last_digits) {
      (values.dni ? lastDigitsInput : dniInput).current?.focus();
      return;
    }
    const result = await login(values);
    // No answer and the network gone: the offline state says it (the banner, INGRESAR's reason).
    if ('error' in result && isConnectionError(result.error) && isOffline()) return;
    if ('error' in result) {
      setFailure(failureOf(result.error));
      setShowNotification(true);
      dniInput.current?.focus();
    }
  }

  const outage = failure !== null && !failure.refused;
  const inert = isLoading || offline;
  return (
    <>
      {/* Above the form, in the flow: in view as the DNI field takes the focus, over nothing.
          An outage has no alert in the form: the notification is it, said once, and stays. */}
      <Notification
        title={outage ? 'Servicio no disponible' : 'Error de autenticación'}
        message={showNotification ? (failure?.message ?? null) : null}
        role={outage ? 'alert' : 'status'}
        delay={outage ? null : undefined}
        onClose={hideNotification}
        focusOnClose={dniInput}
      />
      <form onSubmit={handleSubmit} aria-label="Ingresar a Autogestión">
        {failure?.refused && (
          <div className="alert alert-danger" role="alert">
            {failure.message}
          </div>
        )}
        <CredentialField field="dni" input={dniInput} value={dni} onEdit={edit(setDni)} />
        <CredentialField
          field="lastDigits"
          input={lastDigitsInput}
          value={lastDigits}
          onEdit={edit(setLastDigits)}
        />
        <button
          ref={submitButton}
          type="submit"
          data-early-tap={SUBMIT_TAP}
          data-busy-label={BUSY_LABEL}
          // Busy, not `disabled`, which would lose the focus a task and a frame before the
          // login leaves; it looks disabled (.disabled), and handleSubmit and useLogin refuse
          // a second press.
          className={`btn btn-primary w-100${inert ? ' disabled' : ''}`}
          aria-disabled={inert || undefined}
          aria-describedby={offline ? LOGIN_OFFLINE_REASON_ID : undefined}
          // A press held before the app is live relabels it 'Cargando...' until it is replayed
          // (2-input-held.ts): hydration takes the page's label as it is, never a mismatch that
          // redraws the form empty.
          suppressHydrationWarning
        >
          {isLoading ? BUSY_LABEL : 'INGRESAR'}
        </button>
        {offline && (
          <p id={LOGIN_OFFLINE_REASON_ID} className="small text-body-secondary mt-2 mb-0">
            Necesitás conexión para ingresar.
          </p>
        )}
      </form>
    </>
  );
}

const LOGIN_OFFLINE_REASON_ID = 'login-offline-reason';

/** The two fields: DNI and the card's digits, both numeric and required. */
const FIELDS = {
  dni: { id: 'login-dni', label: 'DNI', autoComplete: 'username' },
  lastDigits: {
    id: 'login-last-digits',
    label: 'Últimos 8 dígitos de la tarjeta',
    autoComplete: 'off',
  },
} as const;

interface CredentialFieldProps {
  field: keyof typeof FIELDS;
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onEdit: (value: string) => void;
}

function CredentialField({ field, input, value, onEdit }: CredentialFieldProps) {
  const { id, label, autoComplete } = FIELDS[field];
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="form-control"
        inputMode="numeric"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onEdit(event.target.value)}
      />
    </div>
  );
}

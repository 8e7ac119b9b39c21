import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ModalDialog } from '../../components/ModalDialog';

interface IdleWarningProps {
  /** When the session ends (ms since 1970) while warned; null: no warning. */
  endsAt: number | null;
  /** 'Seguir conectado' (Escape too: whoever pressed it is there). */
  onStay: () => void;
}

/** Whole seconds left, never more than the warning's minute (a tick from before it opened). */
function secondsLeft(endsAt: number, now: number): number {
  return Math.min(60, Math.max(0, Math.ceil((endsAt - now) / 1000)));
}

/**
 * 'Tu sesión está por cerrarse': the last minute before the idle sign-out, counted down. The
 * focus goes to 'Seguir conectado'; a screen reader hears the title and the reason as the
 * dialog opens (its description), not every second of the count.
 */
export function IdleWarning({ endsAt, onStay }: IdleWarningProps) {
  const [now, setNow] = useState(Date.now);
  const stay = useRef<HTMLButtonElement>(null);
  const seconds = endsAt === null ? 0 : secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return (
    <ModalDialog
      id="idle-warning"
      show={endsAt !== null}
      title="Tu sesión está por cerrarse"
      describedBy="idle-warning-reason"
      onCancel={onStay}
      shadeCancels={false}
      initialFocus={stay}
      footer={
        <Button ref={stay} variant="primary" onClick={onStay}>
          Seguir conectado
        </Button>
      }
    >
      <p id="idle-warning-reason">
        No registramos actividad en los últimos minutos. Por tu seguridad, vamos a cerrar tu sesión
        en un minuto.
      </p>
      <p className="mb-0" aria-hidden="true">
        Se cierra en <strong>{seconds}</strong> {seconds === 1 ? 'segundo' : 'segundos'}.
      </p>
    </ModalDialog>
  );
}

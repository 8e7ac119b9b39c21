import { useEffect } from 'react';

interface NotificationProps {
  title: string;
  message: string | null;
  onClose: () => void;
  /** Hidden after this many ms. */
  delay?: number;
  /** Its colour: an error (the default) or good news. */
  tone?: 'danger' | 'success';
  /**
   * 'note' where the page already has its own status line (the payment page's), which tests
   * and assistive technology find by the 'status' role: two would make it ambiguous.
   */
  role?: 'status' | 'note';
}

/**
 * A toast in the page's flow, where it is rendered (below the sign-in form, above a signed-in
 * page): laid over the page, on a phone it covered the field that had just got the focus
 * (issue 26). It repeats, for the eye, a message the page already announces in an alert, so it
 * is not a live region itself (react-bootstrap's Toast always is).
 */
export function Notification({
  title,
  message,
  onClose,
  delay = 8000,
  tone = 'danger',
  role = 'status',
}: NotificationProps) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(onClose, delay);
    return () => clearTimeout(timer);
  }, [message, onClose, delay]);

  if (!message) return null;
  return (
    <div className="notification-area">
      <div className={`toast show border-${tone}`} role={role} aria-live="off" aria-label={title}>
        <div className={`toast-header text-${tone}-emphasis bg-${tone}-subtle`}>
          <strong className="me-auto">{title}</strong>
          <button type="button" className="btn-close" aria-label="Cerrar" onClick={onClose} />
        </div>
        <div className="toast-body">{message}</div>
      </div>
    </div>
  );
}

import { useEffect, useId, type RefObject } from 'react';

interface NotificationProps {
  title: string;
  message: string | null;
  onClose: () => void;
  /** Hidden after this many ms; null: shown until closed. */
  delay?: number | null;
  /** Its colour: an error (the default) or good news. */
  tone?: 'danger' | 'success';
  /**
   * 'status': it repeats for the eye what the page announces in an alert; 'note' beside the
   * payment page's own status line (two 'status' would be ambiguous); 'alert': the page's only
   * word on it, announced itself.
   */
  role?: 'status' | 'note' | 'alert';
  /** Where the focus goes when 'Cerrar', which has it, is pressed and goes away. */
  focusOnClose?: RefObject<HTMLElement | null>;
}

/**
 * A toast in the page's flow where it is rendered: laid over the page, on a phone it covered the
 * field just focused. Unless it is the page's alert it is no live region (react-bootstrap's Toast
 * always is): the page announces what it repeats, once.
 */
export function Notification({
  title,
  message,
  onClose,
  delay = 8000,
  tone = 'danger',
  role = 'status',
  focusOnClose,
}: NotificationProps) {
  const titleId = useId();
  useEffect(() => {
    if (!message || delay === null) return undefined;
    const timer = setTimeout(onClose, delay);
    return () => clearTimeout(timer);
  }, [message, onClose, delay]);

  if (!message) return null;
  return (
    <div className="notification-area">
      <div
        className={`toast show border-${tone}`}
        role={role}
        aria-live={role === 'alert' ? undefined : 'off'}
        aria-labelledby={titleId}
      >
        <div className={`toast-header text-${tone}-emphasis bg-${tone}-subtle`}>
          <strong id={titleId} className="me-auto">
            {title}
          </strong>
          <button
            type="button"
            className="btn-close"
            aria-label="Cerrar"
            onClick={() => {
              onClose();
              focusOnClose?.current?.focus();
            }}
          />
        </div>
        {/* Unless it is the alert, its words are for the eye: the page says them once. */}
        <div className="toast-body" aria-hidden={role === 'alert' ? undefined : true}>
          {message}
        </div>
      </div>
    </div>
  );
}

import type { ComponentType, ReactNode } from 'react';

interface DrawerButtonProps {
  icon: ComponentType<{ size?: number }>;
  children: ReactNode;
  onClick: () => void;
  /** The place this button goes to is the page shown (spec: 'Inicio' selected on home). */
  current?: boolean;
  /**
   * Busy: presses do nothing and it looks disabled (Bootstrap's .disabled), but the button
   * stays focusable (a disabled button would drop the focus out of the drawer while a
   * download runs).
   */
  busy?: boolean;
}

/** One line of the drawer: a real button, its icon, its words. */
export function DrawerButton({ icon: Icon, children, onClick, current, busy }: DrawerButtonProps) {
  return (
    <button
      type="button"
      className={`nav-link drawer-button d-flex align-items-center gap-2 text-start${current ? ' active' : ''}${busy ? ' disabled' : ''}`}
      aria-current={current ? 'page' : undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      <Icon size={20} />
      <span className="drawer-button__words">{children}</span>
    </button>
  );
}

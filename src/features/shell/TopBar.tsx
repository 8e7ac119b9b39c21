import Button from 'react-bootstrap/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { MenuIcon, SettingsIcon } from '../../components/icons';
import {
  drawerOpened,
  optionsDialogOpened,
  selectDrawerOpen,
  selectOptionsDialogOpen,
} from './shellSlice';

/**
 * Fixed top bar: 'Menú' and the logo at the left, 'Opciones' at the right. Both say that they
 * open a dialog and whether it is open. No aria-controls: the drawer and the dialog are only
 * in the page while open, and it must never point at nothing.
 */
export function TopBar() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const optionsOpen = useAppSelector(selectOptionsDialogOpen);
  return (
    <header className="top-bar navbar fixed-top bg-body border-bottom">
      <div className="container d-flex align-items-center gap-2">
        <DialogButton label="Menú" expanded={drawerOpen} onClick={() => dispatch(drawerOpened())}>
          <MenuIcon />
        </DialogButton>
        <Link to={paths.home} className="navbar-brand me-auto py-0">
          <Logo />
        </Link>
        <DialogButton
          label="Opciones"
          expanded={optionsOpen}
          onClick={() => dispatch(optionsDialogOpened())}
        >
          <SettingsIcon />
        </DialogButton>
      </div>
    </header>
  );
}

/** A button that shows only an icon and opens a dialog: its label is what a screen reader says. */
function DialogButton(props: {
  label: string;
  expanded: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="link"
      className="icon-button"
      aria-label={props.label}
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

import Button from 'react-bootstrap/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { MenuIcon, SettingsIcon } from '../../components/icons';
import { drawerOpened, optionsDialogOpened } from './shellSlice';

/** Fixed top bar: 'Menú' and the logo at the left, 'Opciones' at the right. */
export function TopBar() {
  const dispatch = useAppDispatch();
  return (
    <header className="top-bar navbar fixed-top bg-body border-bottom">
      <div className="container d-flex align-items-center gap-2">
        <IconButton label="Menú" onClick={() => dispatch(drawerOpened())}>
          <MenuIcon />
        </IconButton>
        <Link to={paths.home} className="navbar-brand me-auto py-0">
          <Logo />
        </Link>
        <IconButton label="Opciones" onClick={() => dispatch(optionsDialogOpened())}>
          <SettingsIcon />
        </IconButton>
      </div>
    </header>
  );
}

/** A button that shows only an icon: its label is what a screen reader says. */
function IconButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="link" className="icon-button" aria-label={props.label} onClick={props.onClick}>
      {props.children}
    </Button>
  );
}

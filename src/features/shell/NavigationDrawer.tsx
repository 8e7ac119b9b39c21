import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { HomeIcon, ReceiptIcon } from '../../components/icons';
import { drawerClosed, selectDrawerOpen } from './shellSlice';
import { useGetMeQuery } from '../../services/meApi';

/** The drawer's places, each selected while its page (or a page below it) shows. */
const ITEMS = [
  {
    label: 'Inicio',
    to: paths.home,
    icon: HomeIcon,
    isHere: (path: string) => path === paths.home,
  },
  {
    label: 'Tus pagos',
    to: paths.payments,
    icon: ReceiptIcon,
    isHere: (path: string) => path === paths.payments || path.startsWith(`${paths.payments}/`),
  },
];

/** The modal side drawer: 'Inicio' (selected on home, as the spec says) and 'Tus pagos'. */
export function NavigationDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  // me/ through RTK Query only: the greeting is server data, never copied into a slice.
  const name = useGetMeQuery().data?.name;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Closed by going to a page: the focus goes to that page's heading (src/components/pageHeading.tsx)
  // while the drawer fades out, and stays there rather than coming back to 'Menú'.
  const [leftForPage, setLeftForPage] = useState(false);

  function go(to: string) {
    setLeftForPage(true);
    dispatch(drawerClosed());
    navigate(to);
  }

  return (
    <Offcanvas
      show={open}
      onHide={() => dispatch(drawerClosed())}
      onShow={() => setLeftForPage(false)}
      enforceFocus={!leftForPage}
      restoreFocus={!leftForPage}
      aria-labelledby="drawer-title"
    >
      <Offcanvas.Header closeButton closeLabel="Cerrar menú">
        <Offcanvas.Title id="drawer-title">{name ? `Hola, ${name}` : 'Menú'}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Nav className="flex-column" as="nav" aria-label="Principal">
          {ITEMS.map(({ label, to, icon: Icon, isHere }) => (
            <Nav.Link
              key={to}
              as="button"
              type="button"
              active={isHere(pathname)}
              aria-current={isHere(pathname) ? 'page' : undefined}
              className="d-flex align-items-center gap-2 text-start"
              onClick={() => go(to)}
            >
              <Icon size={20} />
              {label}
            </Nav.Link>
          ))}
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

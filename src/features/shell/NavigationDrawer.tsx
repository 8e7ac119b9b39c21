import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { CardIcon, HomeIcon, LogoutIcon, ReceiptIcon } from '../../components/icons';
import { drawerClosed, logoutRequested, selectDrawerOpen } from './shellSlice';
import { meApi } from '../../services/meApi';
import { DrawerButton } from './DrawerButton';
import { StatementDrawerItem } from './StatementDrawerItem';

/** The drawer's places, each selected while its page (or a page below it) shows. */
const PLACES = [
  {
    label: 'Inicio',
    to: paths.home,
    icon: HomeIcon,
    isHere: (path: string) => path === paths.home,
  },
  {
    // /payment takes any amount (none given: the balance, or the cardholder types one), so
    // unlike home's Pagar it is never inert.
    label: 'Pagar',
    to: paths.payment,
    icon: CardIcon,
    isHere: (path: string) => path === paths.payment,
  },
  {
    label: 'Tus pagos',
    to: paths.payments,
    icon: ReceiptIcon,
    isHere: (path: string) => path === paths.payments || path.startsWith(`${paths.payments}/`),
  },
];

// me/ as the shell asked it (Shell.tsx subscribes on every signed-in page): a subscription of
// its own, new at the first opening, would ask again after a failure.
const selectMe = meApi.endpoints.getMe.select();

/**
 * The modal side drawer: the places ('Inicio' selected on home, as the spec says), then what
 * the cardholder does from anywhere: the statement download and logging out.
 */
export function NavigationDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  // me/ through RTK Query only: the greeting is server data, never copied into a slice.
  const name = useAppSelector(selectMe).data?.name;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Closed by going to a page (or by logging out): the focus goes to that page's heading
  // (src/components/pageHeading.tsx) while the drawer fades out, and stays there rather than
  // coming back to 'Menú'.
  const [leftForPage, setLeftForPage] = useState(false);

  function go(to: string) {
    setLeftForPage(true);
    dispatch(drawerClosed());
    navigate(to);
  }

  function logout() {
    setLeftForPage(true);
    dispatch(drawerClosed());
    dispatch(logoutRequested());
  }

  return (
    <Offcanvas
      // Left for a page, it goes at once: its slide-out would share the main thread with the
      // page the cardholder asked for (src/styles/_drawer.scss).
      className={leftForPage ? 'navigation-drawer leaving-for-page' : 'navigation-drawer'}
      backdropClassName={leftForPage ? 'leaving-for-page' : undefined}
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
        <nav className="nav flex-column" aria-label="Principal">
          {PLACES.map(({ label, to, icon, isHere }) => (
            <DrawerButton key={to} icon={icon} current={isHere(pathname)} onClick={() => go(to)}>
              {label}
            </DrawerButton>
          ))}
        </nav>
        <div className="drawer-actions nav flex-column border-top mt-2 py-2">
          <StatementDrawerItem />
          <DrawerButton icon={LogoutIcon} onClick={logout}>
            Cerrar sesión
          </DrawerButton>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

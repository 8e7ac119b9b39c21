import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { HomeIcon } from '../../components/icons';
import { drawerClosed, selectDrawerOpen } from './shellSlice';
import { useGetMeQuery } from './meApi';

/** The modal side drawer with its one selected item, 'Inicio'. */
export function NavigationDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  // me/ through RTK Query only: the greeting is server data, never copied into a slice.
  const name = useGetMeQuery().data?.name;
  const navigate = useNavigate();
  // Closed by going to a page: the focus goes to that page's heading (src/components/pageHeading.tsx)
  // while the drawer fades out, and stays there rather than coming back to 'Menú'.
  const [leftForPage, setLeftForPage] = useState(false);

  function goHome() {
    setLeftForPage(true);
    dispatch(drawerClosed());
    navigate(paths.home);
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
          <Nav.Link
            as="button"
            type="button"
            active
            aria-current="page"
            className="d-flex align-items-center gap-2 text-start"
            onClick={goHome}
          >
            <HomeIcon size={20} />
            Inicio
          </Nav.Link>
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

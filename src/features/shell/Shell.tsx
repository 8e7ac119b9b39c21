import { Outlet } from 'react-router-dom';
import Spinner from 'react-bootstrap/Spinner';
import { useAppSelector } from '../../app/hooks';
import { useGetMeQuery } from './meApi';
import { selectShellLoading } from './shellSlice';
import { TopBar } from './TopBar';
import { NavigationDrawer } from './NavigationDrawer';
import { OptionsDialog } from './OptionsDialog';
import { PaymentFollowUp } from '../payment/PaymentFollowUp';

/** The layout of signed-in pages (spec section 2, "Shell layout"). */
export function Shell() {
  const loading = useAppSelector(selectShellLoading);
  // me/ feeds the drawer's greeting (cached under 'user-data'); nothing waits for it.
  useGetMeQuery();

  if (loading) {
    return (
      <div className="shell-loading d-flex align-items-center justify-content-center" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Cargando...</span>
      </div>
    );
  }

  return (
    <>
      <TopBar />
      <NavigationDrawer />
      <OptionsDialog />
      <main id="contenido" className="shell-main container py-4">
        {/* On every signed-in page: a payment made is followed until the provider settles it. */}
        <PaymentFollowUp />
        <Outlet />
      </main>
    </>
  );
}

export default Shell;

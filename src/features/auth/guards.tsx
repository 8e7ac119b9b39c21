import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { selectIsSignedIn } from './credentialsSlice';
import { selectReturnTo } from './sessionEndSlice';

/** Protected pages (spec section 6): a signed-out visitor goes to /login. */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/**
 * The login page: a signed-in visitor goes home, or back to the page their session ended on
 * (a path of this app's own, see sessionEndSlice).
 */
export function RequireSignedOut() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const returnTo = useAppSelector(selectReturnTo);
  return signedIn ? <Navigate to={returnTo ?? paths.home} replace /> : <Outlet />;
}

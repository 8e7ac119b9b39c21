import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectIsSignedIn } from './credentialsSlice';

/** Protected pages (spec section 6): a signed-out visitor goes to /login. */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** The login page: a signed-in visitor goes home. */
export function RequireSignedOut() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Navigate to={paths.home} replace /> : <Outlet />;
}

import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { selectIsSignedIn, selectReturnTo } from '../../services/session/sessionSlice';

// With the signed-in layout's code: not on /login's path.
const IdleSignOut = lazy(() => import(/* webpackChunkName: "shell" */ './IdleSignOut'));

/**
 * Protected pages (spec section 6): a signed-out visitor goes to /login. A signed-in one is
 * signed out after the idle limit (IdleSignOut).
 */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <Navigate to={paths.login} replace />;
  return (
    <>
      <Suspense fallback={null}>
        <IdleSignOut />
      </Suspense>
      <Outlet />
    </>
  );
}

/**
 * The login page: a signed-in visitor goes home, or back to the page their session ended on
 * (a path of this app's own, see services/session/sessionSlice.ts).
 */
export function RequireSignedOut() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const returnTo = useAppSelector(selectReturnTo);
  return signedIn ? <Navigate to={returnTo ?? paths.home} replace /> : <Outlet />;
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentPath, loadPage } from '../lib/page-load';
import { PageLoading } from '../components/PageLoading';
import { isAppPagePath, isPopupPath } from '../lib/paths';

/**
 * The popup's pages are served without Cross-Origin-Opener-Policy (to keep their opener), and so
 * may be a 404 at a path a server took for one ('/payment//frame'); an app page in such a
 * document could be sent anywhere by a window of another origin. So a move from a popup page or
 * a 404 to an app page is a full page load, with the app page's own headers.
 */
export function RequireOwnDocument() {
  const { pathname, search, hash } = useLocation();
  const served = documentPath();
  const notOwnDocument =
    served !== null && (isPopupPath(served) || (!isAppPagePath(served) && isAppPagePath(pathname)));
  useEffect(() => {
    if (notOwnDocument) loadPage(`${pathname}${search}${hash}`, { replace: true });
  }, [notOwnDocument, pathname, search, hash]);
  return notOwnDocument ? <PageLoading /> : <Outlet />;
}

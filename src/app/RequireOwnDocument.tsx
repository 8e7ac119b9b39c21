import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentPath, loadPage } from '../lib/page-load';
import { PageLoading } from '../components/PageLoading';
import { isPopupPath } from '../lib/paths';

/**
 * The popup's pages are served without Cross-Origin-Opener-Policy (to keep their opener); an app
 * page in such a document could be sent anywhere by a window of another origin. So a move from
 * a popup page to an app page is a full page load, with the app page's own headers.
 */
export function RequireOwnDocument() {
  const { pathname, search, hash } = useLocation();
  const served = documentPath();
  const inPopupDocument = served !== null && isPopupPath(served);
  useEffect(() => {
    if (inPopupDocument) loadPage(`${pathname}${search}${hash}`, { replace: true });
  }, [inPopupDocument, pathname, search, hash]);
  return inPopupDocument ? <PageLoading /> : <Outlet />;
}

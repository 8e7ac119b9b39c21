import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentPath, loadPage } from '../lib/page-load';
import { PageLoading } from '../components/PageLoading';
import { isPopupPath } from '../lib/paths';

/**
 * The pages that run inside the payment popup are served without Cross-Origin-Opener-Policy,
 * so that the popup keeps its opener. An app page must never be shown inside such a document:
 * a window of another origin that opened it could still send this tab anywhere (a phishing
 * page) once the cardholder is signed in. So any move from a popup page to an app page is a
 * full page load, which brings the app page's own headers (and cuts that link).
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

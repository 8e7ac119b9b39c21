import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireSignedIn, RequireSignedOut } from '../features/auth/guards';
import { locationChanged } from '../services/events';
import { useAppDispatch } from './hooks';
import { LoginRoute } from './LoginRoute';
import { PageArrivalsProvider } from '../components/pageHeading';
import { PageLoading } from '../components/PageLoading';
import { loadWhenOnline } from '../lib/chunk-reload';
import { paths } from '../lib/paths';
import { RequireOwnDocument } from './RequireOwnDocument';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { loadPaymentDetailPage, loadPaymentsHistoryPage } from './pagesAheadCode';
import { loadHomePage, loadSignedInShell } from './signedInPages';

// Pages past /login load lazily, each in a chunk of its own; offline, their code is waited for.
function lazyPage<Page extends ComponentType>(load: () => Promise<{ default: Page }>) {
  return lazy(() => loadWhenOnline(load));
}

const PaymentFramePage = lazyPage(
  () =>
    import(/* webpackChunkName: "payment-frame" */ '../features/payment/popup/PaymentFramePage'),
);
const PaymentSuccessPage = lazyPage(
  () =>
    import(/* webpackChunkName: "payment-result" */ '../features/payment/popup/PaymentSuccessPage'),
);
const PaymentErrorPage = lazyPage(
  () =>
    import(/* webpackChunkName: "payment-result" */ '../features/payment/popup/PaymentErrorPage'),
);
// The signed-in layout (drawer, dialogs) is not on /login's path either: its code, and home's,
// are downloaded while the login is under way (startup/5-signing-in.ts), the other pages' once the
// figures are on screen (pagesAhead.ts).
const SignedInShell = lazyPage(loadSignedInShell);
const HomePage = lazyPage(loadHomePage);
const PaymentPage = lazyPage(
  () => import(/* webpackChunkName: "payment" */ '../features/payment/page/PaymentPage'),
);
const PaymentsHistoryPage = lazyPage(loadPaymentsHistoryPage);
const PaymentDetailPage = lazyPage(loadPaymentDetailPage);
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

/** A route's page: its own error boundary, and a spinner while its code arrives. */
function page(Page: ComponentType) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Every path of spec section 2 with the permissions of section 6. Declarative routes: the
 * product loads no data through the router, and the data router would add 16 KB (gzip) of
 * code to /login's critical path.
 */
export function AppRoutes() {
  return (
    <PageArrivalsProvider>
      <LocationReporter />
      <Routes>
        {/* Anonymous: the pages that run inside the payment popup. */}
        <Route path={paths.paymentFrame} element={page(PaymentFramePage)} />
        <Route path={paths.paymentSuccess} element={page(PaymentSuccessPage)} />
        <Route path={paths.paymentError} element={page(PaymentErrorPage)} />
        {/* Every other page is shown only in a document served with the app's own headers. */}
        <Route element={<RequireOwnDocument />}>
          {/* Anonymous only. */}
          <Route element={<RequireSignedOut />}>
            <Route path={paths.login} element={page(LoginRoute)} />
          </Route>
          {/* Signed-in cardholders, inside the shell. */}
          <Route element={<RequireSignedIn />}>
            <Route element={page(SignedInShell)}>
              <Route path={paths.home} element={page(HomePage)} />
              <Route path={paths.payment} element={page(PaymentPage)} />
              <Route path={paths.payments} element={page(PaymentsHistoryPage)} />
              <Route path={paths.paymentDetail} element={page(PaymentDetailPage)} />
              <Route id="404" path="*" element={page(NotFoundPage)} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </PageArrivalsProvider>
  );
}

/** Tells the store about every new location (the first one included): ping and page view. */
function LocationReporter() {
  const dispatch = useAppDispatch();
  const { key, pathname, search } = useLocation();
  // A new key is a new navigation, even to the same path.
  useEffect(() => {
    dispatch(locationChanged({ pathname, search }));
  }, [dispatch, key, pathname, search]);
  return null;
}

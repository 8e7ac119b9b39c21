import type { RouteObject } from 'react-router-dom';
import { RequireSignedIn, RequireSignedOut } from '../features/auth/guards';
import { LoginScreen } from './LoginScreen';
import { PageLoading } from './PageLoading';
import { paths } from './paths';
import { RouteErrorPage } from './RouteErrorPage';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** Every path of spec section 2 with the permissions of section 6. Pages past /login load lazily. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      // Anonymous only.
      {
        element: <RequireSignedOut />,
        children: [{ path: paths.login, element: <LoginScreen /> }],
      },
      // Anonymous: the pages that run inside the payment popup.
      {
        path: paths.paymentFrame,
        lazy: page(
          () =>
            import(/* webpackChunkName: "payment-frame" */ '../features/payment/PaymentFramePage'),
        ),
      },
      {
        path: paths.paymentSuccess,
        lazy: page(
          () =>
            import(
              /* webpackChunkName: "payment-result" */ '../features/payment/PaymentSuccessPage'
            ),
        ),
      },
      {
        path: paths.paymentError,
        lazy: page(
          () =>
            import(/* webpackChunkName: "payment-result" */ '../features/payment/PaymentErrorPage'),
        ),
      },
      // Signed-in cardholders, inside the shell.
      {
        element: <RequireSignedIn />,
        children: [
          {
            // The signed-in layout (drawer, dialogs) is not on /login's path.
            lazy: page(() => import(/* webpackChunkName: "shell" */ '../features/shell/Shell')),
            children: [
              {
                path: paths.home,
                lazy: page(
                  () => import(/* webpackChunkName: "home" */ '../features/account/HomePage'),
                ),
              },
              {
                path: paths.payment,
                lazy: page(
                  () => import(/* webpackChunkName: "payment" */ '../features/payment/PaymentPage'),
                ),
              },
              {
                id: '404',
                path: '*',
                lazy: page(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage')),
              },
            ],
          },
        ],
      },
    ],
  },
];

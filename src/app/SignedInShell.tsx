import { lazy, Suspense } from 'react';
import { Shell } from '../features/shell/Shell';
import { PaymentFollowUp } from '../features/payment/PaymentFollowUp';

// Written literally so that webpack leaves the demo's options out of a live build.
const DemoOptions =
  process.env.API_MODE !== 'live'
    ? lazy(() => import(/* webpackChunkName: "demo-options" */ '../features/demo/DemoOptions'))
    : null;

/**
 * The signed-in layout as app/ composes it from the features: the shell, with the payment
 * followed on every page (until the provider settles it) and, in mock mode, the demo's part
 * of 'Opciones'.
 */
function SignedInShell() {
  return (
    <Shell
      pageNotices={<PaymentFollowUp />}
      renderOptionsExtra={
        DemoOptions
          ? (logout) => (
              <Suspense fallback={null}>
                <DemoOptions onReset={logout} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

export default SignedInShell;

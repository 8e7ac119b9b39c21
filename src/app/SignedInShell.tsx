import { lazy, Suspense } from 'react';
import { loadDemoOptions } from '#api-mode';
import { Shell } from '../features/shell/Shell';
import { PaymentFollowUp } from '../features/payment/follow-up/PaymentFollowUp';

// Mock mode only: a live build has no demo options (src/app/mode/).
const DemoOptions = loadDemoOptions ? lazy(loadDemoOptions) : null;

/** In mock mode, 'Opciones' also holds the demo's part (its reset logs out). */
const renderDemoOptions = DemoOptions
  ? (logout: () => void) => (
      <Suspense fallback={null}>
        <DemoOptions onReset={logout} />
      </Suspense>
    )
  : undefined;

/**
 * The signed-in layout as app/ composes it from the features: the shell, with the payment
 * followed on every page until the provider settles it.
 */
function SignedInShell() {
  return <Shell pageNotices={<PaymentFollowUp />} renderOptionsExtra={renderDemoOptions} />;
}

export default SignedInShell;

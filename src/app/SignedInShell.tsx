import { lazy, Suspense, use, useEffect } from 'react';
import { loadDemoOptions } from '#api-mode';
import { Shell } from '../features/shell/Shell';
import { PaymentFollowUp } from '../features/payment/follow-up/PaymentFollowUp';
import { registerServiceWorkerWhenIdle } from '../lib/service-worker';
import { fullStylesheetInUse } from '../startup/1-painted';
import { useAppSelector } from './hooks';
import { loadPagesAhead, selectFiguresSettled } from './pagesAhead';

// Asked once, when this code arrives (with sign-in's head start, while the login is answered).
const stylesheetInUse = fullStylesheetInUse();

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
  const settled = useAppSelector(selectFiguresSettled);
  // What waits for the figures: the code of the pages a press leads to, and the service worker.
  useEffect(() => {
    if (!settled) return;
    loadPagesAhead();
    registerServiceWorkerWhenIdle();
  }, [settled]);
  // Never drawn with /login's rules alone: until the whole stylesheet is in use, the page
  // shows it is loading (the router's Suspense).
  if (stylesheetInUse) use(stylesheetInUse);
  return <Shell pageNotices={<PaymentFollowUp />} renderOptionsExtra={renderDemoOptions} />;
}

export default SignedInShell;

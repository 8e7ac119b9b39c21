import { use, useEffect, useState } from 'react';
import { loadDemoOptions } from '#api-mode';
import { Shell } from '../features/shell/Shell';
import { PaymentFollowUp } from '../features/payment/follow-up/PaymentFollowUp';
import { registerServiceWorkerWhenIdle } from '../lib/service-worker';
import { fullStylesheetInUse } from '../startup/6-full-stylesheet';
import { useAppSelector } from './hooks';
import { loadPagesAhead, selectFiguresSettled } from './pagesAhead';

// Asked once, when this code arrives (with sign-in's head start, while the login is answered).
const stylesheetInUse = fullStylesheetInUse();

// Mock mode only: a live build has no demo options (src/app/mode/). Asked for as this code
// arrives (during the sign-in), not at the first 'Opciones': arriving then, it would move the
// dialog's buttons under a finger about to press one.
type DemoOptionsPart = Awaited<ReturnType<NonNullable<typeof loadDemoOptions>>>['default'];
let demoOptions: DemoOptionsPart | null = null;
// Its code not arriving (offline) leaves 'Opciones' without it, never an uncaught error.
const demoOptionsCode = loadDemoOptions?.()
  .then((module) => (demoOptions = module.default))
  .catch(() => null);

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
  // In mock mode, 'Opciones' also holds the demo's part (its reset logs out).
  const [DemoOptions, setDemoOptions] = useState(() => demoOptions);
  useEffect(() => {
    void demoOptionsCode?.then((part) => setDemoOptions(() => part));
  }, []);
  return (
    <Shell
      pageNotices={<PaymentFollowUp />}
      renderOptionsExtra={DemoOptions ? (logout) => <DemoOptions onReset={logout} /> : undefined}
    />
  );
}

export default SignedInShell;

import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { loadDemoBanner } from '#api-mode';
import { LoginPage } from '../features/auth/LoginPage';
import { replayEarlyTaps } from '../lib/early-taps';
import { giveInputToReact } from '../lib/input-while-hydrating';
import { nextTask } from '../lib/next-task';

// The marketing content is in the prerendered HTML from the start; its code (only its links
// need React, and they work as plain links meanwhile) is not on the form's critical path:
// React hydrates it when its chunk arrives.
const MarketingSections = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingSections'),
);
const MarketingFooter = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingFooter'),
);

// Mock mode only: a live build has no demo banner (src/app/mode/).
const DemoBanner = loadDemoBanner ? lazy(loadDemoBanner) : null;

/**
 * The presses held before the app took the page over (src/lib/early-taps.ts) are replayed
 * once every button they were for is live: the form's at once, the demo banner's once its
 * code has arrived (a task later, React has hydrated it).
 */
async function replayWhenLive() {
  if (loadDemoBanner) await loadDemoBanner().catch(() => undefined);
  await nextTask();
  await replayEarlyTaps();
}

/**
 * The /login route: the auth feature's LoginPage (which holds the LoginForm) with the marketing
 * content and, in mock mode, the demo banner plugged in; held presses replayed once live.
 */
export function LoginRoute() {
  // Hydrated (a layout effect: in the commit itself): keys and taps go to the form's handlers.
  useLayoutEffect(giveInputToReact, []);
  useEffect(() => {
    void replayWhenLive();
  }, []);

  return (
    <LoginPage
      marketing={
        <Suspense fallback={null}>
          <MarketingSections />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <MarketingFooter />
        </Suspense>
      }
      renderBanner={
        DemoBanner
          ? (fill) => (
              <Suspense fallback={null}>
                <DemoBanner onPick={fill} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

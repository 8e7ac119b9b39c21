import { lazy, Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { loadDemoBanner } from '#api-mode';
import { LoginPage } from '../features/auth/LoginPage';
import { nextTask } from '../lib/next-task';
import { giveInputToReact, replayEarlyTaps } from '../startup/2-input-held';
import { signIn } from '../startup/5-signing-in';
import type { LoginRequest } from '../services/provider';
import { useAppDispatch } from './hooks';

// In the prerendered HTML from the start; only its links need React, and they work as plain
// links meanwhile: hydrated when its chunk arrives, off the form's path.
const MarketingSections = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingSections'),
);
const MarketingFooter = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingFooter'),
);

// Mock mode only: a live build has no demo banner (src/app/mode/).
const DemoBanner = loadDemoBanner ? lazy(loadDemoBanner) : null;

/** Held presses (src/startup/2-input-held.ts) replayed once the demo banner is live too. */
async function replayWhenLive() {
  if (loadDemoBanner) await loadDemoBanner().catch(() => undefined);
  await nextTask();
  await replayEarlyTaps();
}

/** /login: the auth feature's page with the marketing content and, in mock mode, the demo banner. */
export function LoginRoute() {
  const dispatch = useAppDispatch();
  const dispatchSignIn = useCallback(
    (values: LoginRequest) => dispatch(signIn(values)),
    [dispatch],
  );
  // Hydrated (a layout effect: in the commit itself): keys and taps go to the form's handlers.
  useLayoutEffect(giveInputToReact, []);
  useEffect(() => {
    void replayWhenLive();
  }, []);

  return (
    <LoginPage
      signIn={dispatchSignIn}
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

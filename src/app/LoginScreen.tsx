import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/auth/LoginPage';

// The marketing content is in the prerendered HTML from the start; its code (only its links
// need React, and they work as plain links meanwhile) is not on the form's critical path:
// React hydrates it when its chunk arrives.
const MarketingSections = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingSections'),
);
const MarketingFooter = lazy(
  () => import(/* webpackChunkName: "marketing" */ '../features/marketing/MarketingFooter'),
);

// Written literally so that webpack leaves the demo banner (and its data) out of a live build.
const DemoBanner =
  process.env.API_MODE !== 'live'
    ? lazy(() => import(/* webpackChunkName: "demo-banner" */ '../features/demo/DemoBanner'))
    : null;

/** /login as the issuer shows it: the form, the marketing content and, in mock mode, the demo banner. */
export function LoginScreen() {
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

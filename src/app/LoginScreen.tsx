import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { MarketingFooter } from '../features/marketing/MarketingFooter';
import { MarketingSections } from '../features/marketing/MarketingSections';

// Written literally so that webpack leaves the demo banner (and its data) out of a live build.
const DemoBanner =
  process.env.API_MODE !== 'live'
    ? lazy(() => import(/* webpackChunkName: "demo-banner" */ '../features/demo/DemoBanner'))
    : null;

/** /login as the issuer shows it: the form, the marketing content and, in mock mode, the demo banner. */
export function LoginScreen() {
  return (
    <LoginPage
      marketing={<MarketingSections />}
      footer={<MarketingFooter />}
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

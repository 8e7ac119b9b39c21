import { BUILD_VARIABLES } from '../scripts/build-variables';
import {
  ANALYTICS_ID,
  CONFIGURED_API_URL,
  CONFIGURED_PORT,
  DEMO_GATEWAY_ORIGIN,
  DEMO_ORIGIN,
  DEMO_PORT,
  LIVE_GATEWAY_ORIGIN,
  LIVE_PORT,
} from './e2e-live/origins';

/**
 * The three bundles the tests share, each built once per run (docs/testing.md). Every build
 * variable is set (empty unless named): the build reads .env only for what the environment leaves
 * unset, so neither a developer's environment nor .env can change a bundle under test.
 */
export interface TestBuild {
  kind: 'demo' | 'live';
  dir: string;
  variables: Record<string, string>;
}

export const TEST_BUILDS = {
  // The demo, its gateway on another origin, as the real LINK and BIND forms are.
  demo: {
    kind: 'demo',
    dir: `.build/demo-${DEMO_PORT}`,
    variables: { DEMO_GATEWAY_ORIGIN, DEMO_APP_ORIGIN: DEMO_ORIGIN },
  },
  // What ships with no optional setting: the provider's /api/v1/ on the app's own origin.
  live: {
    kind: 'live',
    dir: `.build/live-${LIVE_PORT}`,
    variables: { PAYMENT_GATEWAY_ORIGINS: LIVE_GATEWAY_ORIGIN },
  },
  // The settings a deployment adds: the provider elsewhere, and analytics.
  configured: {
    kind: 'live',
    dir: `.build/configured-${CONFIGURED_PORT}`,
    variables: {
      PAYMENT_GATEWAY_ORIGINS: LIVE_GATEWAY_ORIGIN,
      API_URL: CONFIGURED_API_URL,
      ANALYTICS_ID,
    },
  },
} as const satisfies Record<string, TestBuild>;

export type TestBuildName = keyof typeof TEST_BUILDS;

/** The environment a test build is made in: this process's, every build variable pinned. */
export function testBuildEnv(name: TestBuildName): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...Object.fromEntries(BUILD_VARIABLES.map((variable) => [variable, ''])),
    ...TEST_BUILDS[name].variables,
  };
}

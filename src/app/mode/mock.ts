import type DemoBanner from '../../features/demo/DemoBanner';
import type DemoOptions from '../../features/demo/DemoOptions';

/**
 * What mock mode adds: the mock API (mocks/) and the demo's parts of the page, imported as
 * `#api-mode` (./live.ts in a live build, which never reads this file: none of it can ship).
 */

/** The mock API, started before any call is made; its code is prefetched with the app's. */
export const startMockApi: (() => Promise<void>) | null = async () => {
  const mock = await import(
    /* webpackChunkName: "mock-api", webpackPrefetch: true */ '../../../mocks/browser'
  );
  mock.startMockServerInPage();
};

/** /login's demo banner: the demo cardholders, the scenarios, the reset. */
export const loadDemoBanner: (() => Promise<{ default: typeof DemoBanner }>) | null = () =>
  import(/* webpackChunkName: "demo-banner" */ '../../features/demo/DemoBanner');

/** The demo's part of 'Opciones' in the signed-in shell. */
export const loadDemoOptions: (() => Promise<{ default: typeof DemoOptions }>) | null = () =>
  import(/* webpackChunkName: "demo-options" */ '../../features/demo/DemoOptions');

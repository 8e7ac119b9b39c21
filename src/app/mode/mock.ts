import type DemoBanner from '../../features/demo/DemoBanner';
import type DemoOptions from '../../features/demo/DemoOptions';

/**
 * What mock mode adds to the app: the provider API inside the browser (the mock API, mocks/)
 * and the demo's own parts of the page. The build takes this module, or ./live.ts in live
 * mode, wherever the app imports `#api-mode` (webpack.config.ts's alias; jest and tsc read
 * this one): a live build never even reads this file, so none of it can end up in it.
 */

/** The mock API, started before any call is made. */
export const startMockApi: (() => Promise<void>) | null = async () => {
  const mock = await import(/* webpackChunkName: "mock-api" */ '../../../mocks/browser');
  mock.startMockApi();
};

/** Marks the mock API's chunk for prefetch beside the pages after sign-in (src/startup/4-app-loaded.ts). */
export const prefetchMockApi: (() => Promise<unknown>) | null = () =>
  import(/* webpackChunkName: "mock-api", webpackPrefetch: true */ '../../../mocks/browser');

/** /login's demo banner: the demo cardholders, the scenarios, the reset. */
export const loadDemoBanner: (() => Promise<{ default: typeof DemoBanner }>) | null = () =>
  import(/* webpackChunkName: "demo-banner" */ '../../features/demo/DemoBanner');

/** The demo's part of 'Opciones' in the signed-in shell. */
export const loadDemoOptions: (() => Promise<{ default: typeof DemoOptions }>) | null = () =>
  import(/* webpackChunkName: "demo-options" */ '../../features/demo/DemoOptions');

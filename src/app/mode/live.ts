import type * as MockMode from './mock';

/**
 * Live mode: the provider is the real one and there is no demo, so nothing is added (see
 * ./mock.ts). Each part is a plain `null`, which webpack writes in place of every use (its
 * `optimization.inlineExports`) and the minifier then drops with the code that would use it.
 */
export const startMockApi: typeof MockMode.startMockApi = null;
export const loadDemoBanner: typeof MockMode.loadDemoBanner = null;
export const loadDemoOptions: typeof MockMode.loadDemoOptions = null;

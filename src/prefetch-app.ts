/**
 * Loaded after /login's load event (src/index.tsx): when this small chunk arrives, webpack
 * prefetches the chunks named below, downloading them without running them, so that the
 * cardholder's first tap and the pages after sign-in find their code in the cache (on a slow
 * network, home no longer waits seconds for its code after INGRESAR). None of these functions
 * is ever called: the prefetch is webpack's, triggered by this chunk's load.
 */
export const prefetched = [
  () => import(/* webpackChunkName: "app", webpackPrefetch: true */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app", webpackPrefetch: true */ './start'),
  () => import(/* webpackChunkName: "shell", webpackPrefetch: true */ './features/shell/Shell'),
  () => import(/* webpackChunkName: "home", webpackPrefetch: true */ './features/account/HomePage'),
  // Written literally so that webpack leaves the mock API out of a live build.
  ...(process.env.API_MODE !== 'live'
    ? [() => import(/* webpackChunkName: "mock-api", webpackPrefetch: true */ '../mocks/browser')]
    : []),
];

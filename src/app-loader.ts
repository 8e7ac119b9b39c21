import { prefetchMockApi } from '#api-mode';
import type { Analytics } from './lib/analytics';
import { nextTask } from './lib/next-task';

/**
 * The way to the app's code, in a small chunk of its own that src/index.tsx loads: when the
 * cardholder turns to a quiet /login (a field, a tap), or at once on any other page.
 *
 * Its arrival makes webpack prefetch the chunks marked below (download them, not run them):
 * the cardholder's first press, and the pages after sign-in, find their code in the cache (on
 * a slow network, home no longer waits seconds for its code after INGRESAR). The prefetch is
 * webpack's, and it starts when the chunk that holds these imports arrives: were they in the
 * entry, it would start with the first paint, competing with it.
 */
export async function startApp(analytics: Analytics): Promise<void> {
  // React's DOM renderer and the app's modules, each evaluated in a task of its own.
  await nextTask();
  await import(/* webpackChunkName: "app", webpackPrefetch: true */ 'react-dom/client');
  await nextTask();
  const app = await import(/* webpackChunkName: "app", webpackPrefetch: true */ './start');
  await app.start(analytics);
}

/** Never called: only marks the pages after sign-in for webpack's prefetch. */
export const pagesAfterSignIn = [
  () => import(/* webpackChunkName: "shell", webpackPrefetch: true */ './app/SignedInShell'),
  () => import(/* webpackChunkName: "home", webpackPrefetch: true */ './features/account/HomePage'),
  // Mock mode: the mock API, which the demo's /login starts at once.
  ...(prefetchMockApi ? [prefetchMockApi] : []),
];

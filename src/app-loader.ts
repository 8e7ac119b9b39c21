import { prefetchMockApi } from '#api-mode';
import type { Analytics } from './lib/analytics';
import { nextTask } from './lib/next-task';

/**
 * The way to the app's code, in a small chunk of its own that src/index.tsx loads: when the
 * cardholder turns to a quiet /login (a field, a tap), or at once on any other page.
 *
 * The app's own chunks are imported at once below, so they are not marked for prefetch (a
 * prefetch still under way would be a second download of the same file). The pages after
 * sign-in are marked where the app loads them (app/signedInPages.ts): their download starts
 * once the app's own code has arrived, seconds before INGRESAR, and shares no module with
 * /login's code (one chunk group, the app, then theirs).
 */
export async function startApp(analytics: Analytics): Promise<void> {
  // React's DOM renderer, the provider API (RTK Query's code, then the endpoints), the store,
  // the routes, then the rest of the app, each evaluated in a task of its own: a key typed
  // meanwhile waits for one of them, not for all.
  await nextTask();
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await nextTask();
  // Only what src/services/api.ts takes from it: a whole namespace would keep every export.
  await import(
    /* webpackChunkName: "app", webpackExports: ["createApi", "fetchBaseQuery", "retry"] */ '@reduxjs/toolkit/query/react'
  );
  await nextTask();
  await import(/* webpackChunkName: "app" */ './services/api');
  await nextTask();
  await import(/* webpackChunkName: "app" */ './app/wireApp');
  await nextTask();
  await import(/* webpackChunkName: "app" */ './app/router');
  await nextTask();
  const app = await import(/* webpackChunkName: "app" */ './start');
  await nextTask();
  await app.start(analytics);
}

/** Never called: in mock mode, marks the mock API (which start() runs first) for prefetch. */
export const prefetchedWithTheApp = prefetchMockApi ? [prefetchMockApi] : [];

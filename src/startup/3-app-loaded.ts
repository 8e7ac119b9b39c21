import type { Analytics } from '../lib/analytics';
import { nextTask } from '../lib/next-task';

/**
 * Step 3, the app's code loaded (a small chunk of its own, "app-loader"): React's DOM renderer,
 * the provider API, the store, the routes and the rest, each evaluated in a task of its own,
 * so that a key typed meanwhile waits for one of them, not for all.
 */
export async function loadApp(analytics: Analytics): Promise<void> {
  await nextTask();
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await nextTask();
  // Only what src/services/api.ts takes from it: a whole namespace would keep every export.
  await import(
    /* webpackChunkName: "app", webpackExports: ["createApi", "fetchBaseQuery", "retry"] */ '@reduxjs/toolkit/query/react'
  );
  await nextTask();
  await import(/* webpackChunkName: "app" */ '../services/api');
  await nextTask();
  await import(/* webpackChunkName: "app" */ '../app/wireApp');
  await nextTask();
  await import(/* webpackChunkName: "app" */ '../app/router');
  await nextTask();
  const app = await import(/* webpackChunkName: "app" */ './4-app-live');
  await nextTask();
  await app.start(analytics);
}

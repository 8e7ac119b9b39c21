import type { Analytics } from '../lib/analytics';
import { betweenKeystrokes } from '../lib/next-task';
import { savesData } from '../lib/save-data';

/**
 * What the sign-in runs next, fetched into the HTTP cache once the app has arrived, never beside
 * it: on a slow link it would delay the press's own bytes. The calls' code and the shell's and
 * home's together, the calls' named first: on a 3G phone the press comes before a second stage
 * would have arrived (docs/performance.md). Only /login names them (`data-signed-in` links,
 * scripts/prerender-plugin.ts); not under Save-Data.
 */
function fetchSignedInCodeAhead(): void {
  if (savesData()) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-signed-in]')) {
    link.href = link.dataset.href ?? '';
  }
}

/**
 * Step 3, the app's code loaded (a small chunk of its own, "app-loader"): React, its DOM
 * renderer, RTK Query, the provider API, then the store's wiring with the routes, each evaluated
 * in a task of its own, so that a key typed meanwhile waits for one of them, not for all; while
 * the cardholder types, each in a gap between keys (`betweenKeystrokes`).
 */
export async function loadApp(analytics: Analytics): Promise<void> {
  await betweenKeystrokes();
  // The libraries' file runs nothing but React (a few ms) as it arrives: the renderer, the
  // longest part, waits for a gap between keys, not for the moment the network brings it.
  await import(/* webpackChunkName: "app" */ 'react');
  fetchSignedInCodeAhead();
  await betweenKeystrokes();
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await betweenKeystrokes();
  // Only what src/services/api.ts takes from it: a whole namespace would keep every export.
  await import(
    /* webpackChunkName: "app", webpackExports: ["createApi", "fetchBaseQuery", "retry"] */ '@reduxjs/toolkit/query/react'
  );
  await betweenKeystrokes();
  await import(/* webpackChunkName: "app" */ '../services/api');
  await betweenKeystrokes();
  // The store's wiring and the routes with it: short enough for one gap together.
  const app = await import(/* webpackChunkName: "app" */ './4-app-live');
  await betweenKeystrokes();
  await app.start(analytics);
}

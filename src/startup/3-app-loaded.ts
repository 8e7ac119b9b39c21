import type { Analytics } from '../lib/analytics';
import { nextTask } from '../lib/next-task';
import { savesData } from '../lib/save-data';

/**
 * What the sign-in runs next, fetched into the HTTP cache once the app has arrived, never beside
 * it: on a slow link it would delay the press's own bytes. The calls' code first, alone (the
 * login's answer waits for it), then the shell's and home's. Only /login names them
 * (`data-signed-in` links, scripts/prerender-plugin.ts); not under Save-Data.
 */
function fetchSignedInCodeAhead(): void {
  if (savesData()) return;
  fetchAhead('calls', () => fetchAhead('pages'));
}

/** Sets the `href` of the `data-signed-in="<which>"` links; `then` once all have arrived or failed. */
function fetchAhead(which: 'calls' | 'pages', then?: () => void): void {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[data-signed-in="${which}"]`);
  let left = links.length;
  if (left === 0) then?.();
  const arrived = () => {
    left -= 1;
    if (left === 0) then?.();
  };
  for (const link of links) {
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
    link.href = link.dataset.href ?? '';
  }
}

/**
 * Step 3, the app's code loaded (a small chunk of its own, "app-loader"): React's DOM renderer,
 * the provider API, the store, the routes and the rest, each evaluated in a task of its own,
 * so that a key typed meanwhile waits for one of them, not for all.
 */
export async function loadApp(analytics: Analytics): Promise<void> {
  await nextTask();
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  fetchSignedInCodeAhead();
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

import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { config } from './app/config';
import { isPopupPath, paths } from './app/paths';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { selectIsSignedIn } from './features/auth/credentialsSlice';
import { followSessionOfOtherTabs } from './features/auth/sessionListeners';
import { followPaymentOfOtherTabs } from './features/payment/paymentOfOtherTabs';
import type { Analytics } from './lib/analytics';
import { nextTask } from './lib/next-task';
import { waitForProvider } from './services/providerReady';

// Written literally so that webpack drops the whole mock API from a live build.
if (process.env.API_MODE !== 'live') {
  waitForProvider(
    import(/* webpackChunkName: "mock-api" */ '../mocks/browser').then((mock) =>
      mock.startMockApi(),
    ),
  );
}

/** The app: its store, then the prerendered page taken over (or the page drawn). */
export async function start(analytics: Analytics) {
  await nextTask();
  const { store, persistor } = makeStore({ analytics });
  // The popup's pages only read what the app stored (the session, the saved amount): were they
  // to write it back, a copy read a moment earlier could undo what the app has just written.
  if (isPopupPath(window.location.pathname)) persistor.pause();
  followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));
  followPaymentOfOtherTabs(store.dispatch);

  const app = (
    <App store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );

  // The error boundaries show the cardholder a Spanish message; only developers see the cause.
  const rootOptions: RootOptions = {
    onCaughtError: (error, info) => {
      if (!config.isProduction) console.error(error, info.componentStack);
    },
  };

  const container = document.getElementById('root');
  await nextTask();
  if (container) {
    // /login's HTML was rendered at build time for a signed-out visitor (scripts/prerender-plugin.ts):
    // React takes it over as it is. Any other page, or a session, renders from scratch.
    const prerendered = container.dataset.prerendered === paths.login;
    if (
      prerendered &&
      window.location.pathname === paths.login &&
      !selectIsSignedIn(store.getState())
    ) {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread (a tap on the form meanwhile is replayed once it is hydrated).
      startTransition(() => {
        hydrateRoot(container, app, rootOptions);
      });
    } else {
      createRoot(container, rootOptions).render(app);
    }
  }
}

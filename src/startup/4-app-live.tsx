import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startMockApi } from '#api-mode';
import { App } from '../app/App';
import { AppRoutes } from '../app/router';
import { wireApp } from '../app/wireApp';
import { selectIsSignedIn, selectEndReason } from '../services/session/sessionSlice';
import type { Analytics } from '../lib/analytics';
import { betweenKeystrokes } from '../lib/next-task';
import { paths } from '../lib/paths';
import { leaveInputToThePage } from './2-input-held';

/**
 * Step 4, the app live: the mock API (mock mode), the store wired, /login hydrated or the page
 * rendered. None of this module's own code runs before `start` is called.
 */
export async function start(analytics: Analytics): Promise<void> {
  // Mock mode: the demo's provider inside the browser, listening before any call is made.
  if (startMockApi) {
    await startMockApi();
    await betweenKeystrokes();
  }
  // The store with its listeners and persistence, what local storage holds read back; the other tabs.
  const { store, rehydrated } = wireApp({ pathname: window.location.pathname, analytics });
  await rehydrated;
  await betweenKeystrokes();
  renderOrHydrate(
    <App store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>,
    // The prerendered /login is the page of a visitor with nothing to be told: not one whose
    // stored session was just ended at start (its reason is on the page React draws).
    selectIsSignedIn(store.getState()) || selectEndReason(store.getState()) !== null,
  );
}

/**
 * /login's HTML was rendered at build time for a signed-out visitor (scripts/prerender-plugin.ts):
 * React takes it over as it is. Any other page, or a session, renders from scratch.
 */
export function renderOrHydrate(app: ReactNode, differsFromPrerender: boolean): void {
  const container = document.getElementById('root');
  if (!container) return;
  // The error boundaries show the cardholder a Spanish message; only developers see the cause.
  const rootOptions: RootOptions = {
    onCaughtError: (error, info) => {
      if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
    },
  };
  const prerendered = container.dataset.prerendered === paths.login;
  if (prerendered && window.location.pathname === paths.login && !differsFromPrerender) {
    // As a transition, hydration yields to the browser every few milliseconds; what is typed
    // and tapped meanwhile is the page's own until it has committed (step 2).
    leaveInputToThePage(container);
    startTransition(() => {
      hydrateRoot(container, app, rootOptions);
    });
  } else {
    createRoot(container, rootOptions).render(app);
  }
}

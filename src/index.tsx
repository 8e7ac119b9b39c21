import './styles/main.scss';
import { config } from './app/config';
import { paths } from './app/paths';
import { createAnalytics, withoutRepeats } from './lib/analytics';
import { holdEarlyTaps } from './lib/early-taps';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';
import { STORAGE_KEYS } from './lib/storage-keys';

/**
 * The entry: the stylesheet and this small script, nothing else on the first paint.
 *
 * A signed-out visitor of /login sees the page rendered at build time and can read it and type
 * in its form with no script at all; the app's code is downloaded after the load event and run
 * only when the cardholder first presses a button of the page (INGRESAR, a demo cardholder),
 * a press that src/lib/early-taps.ts holds and the app replays once it has taken the page over.
 * A page that nobody touches costs the main thread nothing. Every other page (a session, any
 * other path) needs the app at once and starts it at once.
 */
const analytics = withoutRepeats(
  createAnalytics({
    measurementId: config.analyticsId,
    environment: config.isProduction ? 'production' : 'development',
  }),
);

let started: Promise<void> | null = null;

/** The app, once: React's DOM renderer and the app's modules, each evaluated in a task of its own. */
function startApp(): Promise<void> {
  started ??= (async () => {
    await nextTask();
    await import(/* webpackChunkName: "app" */ 'react-dom/client');
    await nextTask();
    const app = await import(/* webpackChunkName: "app" */ './start');
    await app.start(analytics);
  })();
  return started;
}

function storedSession(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.credentials) !== null;
  } catch {
    return false; // storage refused: there is no session to restore
  }
}

/** /login as it was rendered at build time, for a visitor with no session to restore. */
function isQuietLanding(): boolean {
  const root = document.getElementById('root');
  return (
    root?.dataset.prerendered === paths.login &&
    window.location.pathname === paths.login &&
    !storedSession()
  );
}

function afterLoad(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

if (isQuietLanding()) {
  holdEarlyTaps(() => void startApp());
  analytics.pageView(paths.login);
  // After the load event, so as not to compete with the first paint's own files.
  afterLoad(() => void import(/* webpackChunkName: "prefetch-app" */ './prefetch-app'));
} else {
  void startApp();
}

if (config.isProduction) registerServiceWorker();

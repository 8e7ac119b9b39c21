import './styles/main.scss';
import { config } from './lib/config';
import { paths } from './lib/paths';
import { createAnalytics, sendFieldReportsTo, withoutRepeats } from './lib/analytics';
import { dropEarlyTaps, holdEarlyTaps, letEarlyTapsThrough } from './lib/early-taps';
import { STORAGE_KEYS } from './lib/storage-keys';

/**
 * The entry: the stylesheet and this small script, nothing else on the first paint.
 *
 * A signed-out visitor of /login sees the page rendered at build time and can read it and type
 * in its form with no script at all; the app starts when the cardholder turns to the page (a
 * field, a tap), or when another tab signs in. A press that comes before it is live (INGRESAR,
 * a demo cardholder) is held from the first paint (src/lib/early-taps.ts: the entry takes it
 * over) and replayed once the app has taken the page over. A page that nobody touches costs
 * the main thread nothing. Every other page (a session, any other path), and the demo build's
 * /login, need the app at once and start it at once.
 */
const analytics = withoutRepeats(
  createAnalytics({
    measurementId: config.analyticsId,
    environment: config.isProduction ? 'production' : 'development',
  }),
);
sendFieldReportsTo(analytics);

/** The app's code, loaded once (src/app-loader.ts). */
function loadApp() {
  return import(/* webpackChunkName: "app-loader" */ './app-loader');
}

let started: Promise<void> | null = null;

function startApp(): Promise<void> {
  started ??= loadApp().then((loader) => loader.startApp(analytics));
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

/** Starts the app before any press; a failure is met again, and said, at the press. */
function startAppQuietly() {
  startApp().catch(startFailed);
}

/** The app's code did not arrive (or did not start): said to analytics, tried again later. */
function startFailed() {
  started = null;
  analytics.error('chunk', 'app-loader');
}

/**
 * The app's code did not arrive at the first press (a network gone, a deployment that removed
 * the old files): the press is dropped with a word of why, and the next press tries again.
 */
function startAtFirstPress() {
  holdEarlyTaps(() => {
    showStartFailure(false);
    startApp().catch(() => {
      startFailed();
      dropEarlyTaps();
      showStartFailure(true);
      startAtFirstPress();
    });
  });
}

/** Outside #root (public/index.html): React never draws over it. */
function showStartFailure(shown: boolean) {
  const message = document.getElementById('start-failure');
  if (!message) return;
  message.textContent = shown ? START_FAILURE : '';
  message.hidden = !shown;
}

const START_FAILURE =
  'No pudimos cargar Autogestión. Revisá tu conexión a internet y volvé a intentarlo.';

if (isQuietLanding()) {
  startAtFirstPress();
  // Signing in in another tab takes this one home too: that is the app's to do.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.credentials) void startApp();
  });
  analytics.pageView(paths.login);
  // The app starts when the cardholder turns to the page (a field, a tap), seconds before a
  // press, so that INGRESAR finds it live: in steps (its download, then React's renderer, the
  // app and the hydration, each in tasks of its own) that leave the keys being typed their
  // turn. A visitor who only reads the page runs nothing more. A demo build lists its
  // cardholders from the mock database, which runs in the app: the demo starts at once.
  if (config.apiMode === 'mock') startAppQuietly();
  for (const turn of ['focusin', 'pointerdown']) {
    document.addEventListener(turn, startAppQuietly, { capture: true, once: true });
  }
  // This script is asked for once /login has painted: a field may already have the focus.
  if (document.activeElement instanceof HTMLInputElement) startAppQuietly();
} else {
  letEarlyTapsThrough();
  void startApp();
}

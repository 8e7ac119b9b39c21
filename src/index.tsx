import './styles/main.scss';
import { config } from './lib/config';
import { paths } from './lib/paths';
import { createAnalytics, withoutRepeats } from './lib/analytics';
import { dropEarlyTaps, holdEarlyTaps, letEarlyTapsThrough } from './lib/early-taps';
import { STORAGE_KEYS } from './lib/storage-keys';

/**
 * The entry: the stylesheet and this small script, nothing else on the first paint.
 *
 * A signed-out visitor of /login sees the page rendered at build time and can read it and type
 * in its form with no script at all; the app's code is downloaded when the cardholder turns to
 * the page and run only when they first press a button of it (INGRESAR, a demo cardholder),
 * a press that the page holds from its first paint (src/lib/early-taps.ts: the entry takes it
 * over) and the app replays once it has taken the page over, or when another tab signs in.
 * A page that nobody touches costs the main thread nothing. Every other page (a session, any
 * other path), and the demo build's /login, need the app at once and start it at once.
 */
const analytics = withoutRepeats(
  createAnalytics({
    measurementId: config.analyticsId,
    environment: config.isProduction ? 'production' : 'development',
  }),
);

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

function prefetchApp() {
  void loadApp().catch(() => undefined); // a failure is met again, and said, at the press
}

/**
 * The app's code did not arrive at the first press (a network gone, a deployment that removed
 * the old files): the press is dropped with a word of why, and the next press tries again.
 */
function startAtFirstPress() {
  holdEarlyTaps(() => {
    showStartFailure(false);
    startApp().catch(() => {
      started = null;
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
  // A demo build lists its cardholders from the mock database, which runs in the app: the
  // demo starts at once (presses are still held until /login is live). The live build waits.
  if (config.apiMode === 'mock') {
    startApp().catch(() => {
      started = null; // the first press tries again
    });
  }
  // Its code is downloaded when the cardholder turns to the page (a field, a tap), seconds
  // before a press: a visitor who only reads it downloads nothing more.
  for (const turn of ['focusin', 'pointerdown']) {
    document.addEventListener(turn, prefetchApp, { capture: true, once: true });
  }
} else {
  letEarlyTapsThrough();
  void startApp();
}

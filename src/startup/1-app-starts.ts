// The entry (webpack.config.ts), run once /login has painted. First: the stylesheet, then the
// Trusted Types policies, made before any script URL is set (analytics' included).
import '../styles/main.scss';
import '../lib/trusted-types';
import { config } from '../lib/config';
import { isOffline } from '../lib/connection';
import { paths } from '../lib/paths';
import {
  createAnalytics,
  sendFieldReportsTo,
  silentAnalytics,
  withoutRepeats,
  type Analytics,
} from '../lib/analytics';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { parseStoredFields } from '../lib/stored-format';
import { dropEarlyTaps, holdEarlyTaps, letEarlyTapsThrough } from './2-input-held';

/**
 * Step 1, the app starts: on a quiet /login (prerendered, no session to restore) when the
 * cardholder turns to the page (a field, a tap) or another tab signs in or out, so that a visitor
 * who only reads it costs the main thread nothing; anywhere else, and in mock mode, at once.
 */
// Set up by `startup`, which this module, the entry, calls once as its last line.
let analytics: Analytics = silentAnalytics;

let started: Promise<void> | null = null;

function startApp(): Promise<void> {
  started ??= import(/* webpackChunkName: "app-loader" */ './3-app-loaded').then((loader) =>
    loader.loadApp(analytics),
  );
  return started;
}

/** A visit that ran the app leaves a null token: that visitor is signed out too. */
function hasStoredSession(): boolean {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.credentials);
  } catch {
    // Storage refused: there is no session to restore.
  }
  const token = parseStoredFields(raw)?.token;
  return typeof token === 'string' && token !== '';
}

/** Offline (/login from the service worker), the app starts at once to say why INGRESAR waits. */
function isQuietLanding(): boolean {
  const root = document.getElementById('root');
  return (
    root?.dataset.prerendered === paths.login &&
    window.location.pathname === paths.login &&
    !hasStoredSession() &&
    !isOffline()
  );
}

/** Before any press; a failure is met again, and said, at the press. */
function startAppQuietly() {
  startApp().catch(startFailed);
}

/** The app's code did not arrive (or did not start): said to analytics, tried again later. */
function startFailed() {
  started = null;
  analytics.error('chunk', 'app-loader');
}

/**
 * Starts the app at the first press held; if its code does not arrive (a network gone), the
 * press is dropped, said, and the app is tried again at the next.
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

/** The entry's one call (the last line of this module). */
function startup(): void {
  analytics = withoutRepeats(
    createAnalytics({
      measurementId: config.analyticsId,
      environment: config.isProduction ? 'production' : 'development',
    }),
  );
  sendFieldReportsTo(analytics);
  if (!isQuietLanding()) {
    letEarlyTapsThrough();
    // Nothing here is drawn without the app: its failure is said, and a reload tries again.
    startApp().catch(() => {
      startFailed();
      showStartFailure(true);
    });
    return;
  }
  startAtFirstPress();
  // Signing in in another tab takes this one home too: that is the app's to do.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.credentials) startAppQuietly();
  });
  analytics.pageView(paths.login);
  // The demo build's banner lists its cardholders from the mock API, which runs in the app.
  if (config.apiMode === 'mock') startAppQuietly();
  for (const turn of ['focusin', 'pointerdown']) {
    document.addEventListener(turn, startAppQuietly, { capture: true, once: true });
  }
  // This script is asked for once /login has painted: a field may already have the focus.
  if (document.activeElement instanceof HTMLInputElement) startAppQuietly();
}

startup();

import { config } from '../src/lib/config';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { parseStoredFields } from '../src/lib/stored-format';
import { isoDate } from './clock';
import { DEMO_DB_KEY } from './demo-storage';
import { applyScenarioParameter, installDemoHelper } from './demo/developer-switches';
import { storedScenario } from './demo/scenario-state';
import { closedWindowNotification } from './gateway/closed-window';
import { applyPaymentOutcome } from './payment-outcome';
import { dbOf } from './routes/session';
import { DEMO_CARDHOLDERS } from './scenarios/demo-cardholders';
import { makeServer } from './server';

/**
 * The mock API inside the browser, for `npm start` and demo builds. Its database is saved in
 * local storage so that a demo survives a reload (and the payment popup, which runs its own
 * copy, sees the same data). It is reseeded each day so that the demo dates stay current (at
 * the first load with no session in use: a showing past midnight keeps its session and its
 * payments), and whenever the demo cardholders change.
 */

interface SavedDemo {
  seededOn: string;
  /** Which demo cardholders it was seeded with: a deploy that changed them seeds anew. */
  seed: string;
  data: object;
}

/** A short digest of the demo cardholders as this build seeds them. */
const SEED = (() => {
  let hash = 0;
  for (const char of JSON.stringify(DEMO_CARDHOLDERS)) {
    hash = (Math.imul(31, hash) + char.charCodeAt(0)) | 0;
  }
  return hash.toString(36);
})();

function readSavedDemo(): SavedDemo | null {
  try {
    const saved = JSON.parse(
      window.localStorage.getItem(DEMO_DB_KEY) ?? 'null',
    ) as SavedDemo | null;
    if (!saved?.data || saved.seed !== SEED) return null;
    return saved.seededOn === isoDate(new Date()) || inUse(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The app in this browser is signed in with a session of this demo. */
function inUse(saved: SavedDemo): boolean {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.credentials);
  } catch {
    return false;
  }
  const token = parseStoredFields(raw)?.token;
  const { sessions } = saved.data as { sessions?: unknown };
  return (
    typeof token === 'string' &&
    Array.isArray(sessions) &&
    sessions.some((session: { token?: unknown }) => session.token === token)
  );
}

function saveDemo(demo: SavedDemo): void {
  try {
    window.localStorage.setItem(DEMO_DB_KEY, JSON.stringify(demo));
  } catch {
    // Storage full or disabled: the demo still works, it just will not survive a reload.
  }
}

/** The mock provider API in this page: the saved demo (or a new one) served by Mirage. */
export function startMockServerInPage() {
  const saved = readSavedDemo();
  const seededOn = saved?.seededOn ?? isoDate(new Date());
  const gatewayOrigin = config.demoGatewayOrigin || window.location.origin;
  // The demo scenario ('Escenarios de demostración'): a link may ask for one.
  const scenario = storedScenario();
  applyScenarioParameter(scenario);
  if (process.env.NODE_ENV === 'development') installDemoHelper(scenario);
  const server = makeServer({
    environment: 'development',
    savedData: saved?.data,
    gatewayUrl: `${gatewayOrigin}/demo-gateway/`,
    onDataChanged: (data) => saveDemo({ seededOn, seed: SEED, data }),
    scenario,
  });
  if (!saved) saveDemo({ seededOn, seed: SEED, data: dbOf(server).dump() });
  const load = (data: object) => {
    server.db.emptyData();
    server.db.loadData(data);
  };
  // The page's listeners stop with the server (a test starts the demo more than once).
  const listening = new AbortController();
  const { signal } = listening;
  const shutdown = server.shutdown.bind(server);
  server.shutdown = () => {
    listening.abort();
    shutdown();
  };
  // Another window (the payment popup's notification page) changed the demo: take its data.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DEMO_DB_KEY || !event.newValue) return;
    const changed = readSavedDemo();
    if (changed) load(changed.data);
  };
  window.addEventListener('storage', onStorage, { signal });
  // The demo gateway this window opened was closed before any outcome: the attempt is cancelled.
  const onMessage = (event: MessageEvent) => {
    const notification = closedWindowNotification(event, gatewayOrigin);
    if (!notification) return;
    const data = dbOf(server).dump();
    const cancelled = applyPaymentOutcome(data, notification);
    if (cancelled === data) return;
    load(cancelled);
    saveDemo({ seededOn, seed: SEED, data: cancelled });
  };
  window.addEventListener('message', onMessage, { signal });
  return server;
}

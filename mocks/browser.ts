import { config } from '../src/lib/config';
import { isoDate } from './clock';
import { DEMO_DB_KEY } from './demo-storage';
import { applyScenarioParameter, installDemoHelper } from './demo/developer-switches';
import { storedScenario } from './demo/scenario-state';
import { closedWindowNotification } from './gateway/closed-window';
import { applyPaymentOutcome } from './payment-outcome';
import type { DemoData } from './payment-outcome';
import { dbOf, type MockDb } from './routes/session';
import { makeServer } from './server';

/**
 * The mock API inside the browser, for `npm start` and demo builds. Its database is saved in
 * local storage so that a demo survives a reload (and the payment popup, which runs its own
 * copy, sees the same data). It is reseeded each day so that the demo dates stay current; the
 * sessions go on into the new day, so that midnight signs nobody out.
 */

interface SavedDemo {
  seededOn: string;
  data: object;
}

/** What a page saved, of whatever day. */
function readSavedDemo(): SavedDemo | null {
  try {
    const saved = JSON.parse(
      window.localStorage.getItem(DEMO_DB_KEY) ?? 'null',
    ) as SavedDemo | null;
    return saved && typeof saved.seededOn === 'string' && saved.data ? saved : null;
  } catch {
    return null;
  }
}

/** The sessions of an earlier day's demo, each for the same cardholder (by DNI) in `db`. */
function carrySessions(db: MockDb, earlier: Partial<DemoData> | undefined): void {
  for (const session of earlier?.sessions ?? []) {
    const dni = earlier?.cardholders?.find(({ id }) => id === session.cardholderId)?.dni;
    const cardholder = dni ? db.cardholders.findBy({ dni }) : null;
    if (cardholder) db.sessions.insert({ token: session.token, cardholderId: cardholder.id });
  }
}

function saveDemo(demo: SavedDemo): void {
  try {
    window.localStorage.setItem(DEMO_DB_KEY, JSON.stringify(demo));
  } catch {
    // Storage full or disabled: the demo still works, it just will not survive a reload.
  }
}

export function startMockApi() {
  const stored = readSavedDemo();
  const today = isoDate(new Date());
  const saved = stored?.seededOn === today ? stored : null;
  let seededOn = today;
  const gatewayOrigin = config.demoGatewayOrigin || window.location.origin;
  // The demo scenario ('Escenarios de demostración'): a link may ask for one.
  const scenario = storedScenario();
  applyScenarioParameter(scenario);
  if (process.env.NODE_ENV === 'development') installDemoHelper(scenario);
  const server = makeServer({
    environment: 'development',
    savedData: saved?.data,
    gatewayUrl: `${gatewayOrigin}/demo-gateway/`,
    onDataChanged: (data) => saveDemo({ seededOn, data }),
    scenario,
  });
  if (!saved) {
    carrySessions(dbOf(server), stored?.data as Partial<DemoData> | undefined);
    saveDemo({ seededOn, data: dbOf(server).dump() });
  }
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
    if (!changed) return;
    seededOn = changed.seededOn;
    load(changed.data);
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
    saveDemo({ seededOn, data: cancelled });
  };
  window.addEventListener('message', onMessage, { signal });
  return server;
}

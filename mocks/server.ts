import { createServer } from 'miragejs';
import { models } from './models';
import { factories } from './factories';
import { seedDemoCardholders } from './scenarios/demo-cardholders';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { demoRoutes } from './routes/demo';
import { paymentRoutes } from './routes/payments';
import { settleDuePayments } from './payment-outcome';
import { dbOf } from './routes/session';
import { providerRoutes } from './demo/provider-faults';
import { memoryScenario, type ScenarioSwitch } from './demo/scenario-state';

type MockEnvironment = 'development' | 'test';

export interface MockServerOptions {
  /** 'test': no latency and no seeds (each test creates its own records). */
  environment?: MockEnvironment;
  /** A database saved by an earlier page load (dev and demo survive a reload). */
  savedData?: object;
  /** Called after every change of the database, to save it. */
  onDataChanged?: (data: object) => void;
  /** Where the demo gateway page is served. */
  gatewayUrl?: string;
  /** The demo scenario switch (the browser keeps it in local storage; tests in memory). */
  scenario?: ScenarioSwitch;
}

/** Realistic latency of a provider on a mobile network, in dev and demo. */
const DEMO_LATENCY_MS = 350;

/** The one mock API: used by `npm start`, by demo builds and by jest. */
export function makeServer({
  environment = 'development',
  savedData,
  onDataChanged,
  gatewayUrl = `${window.location.origin}/demo-gateway/`,
  scenario = memoryScenario(),
}: MockServerOptions = {}) {
  const server = createServer({
    environment,
    models,
    factories,
    timing: environment === 'test' ? 0 : DEMO_LATENCY_MS,
    // Tests read what was sent (headers, bodies) from server.pretender.handledRequests.
    trackRequests: environment === 'test',
    seeds(seeding) {
      if (savedData) seeding.db.loadData(savedData);
      else seedDemoCardholders(seeding);
    },
    routes() {
      const dataChanged = () => onDataChanged?.(dbOf(this).dump());
      // A settlement the gateway announced for later takes effect before the next answer.
      const settleDue = () => {
        const data = dbOf(this).dump();
        const settled = settleDuePayments(data);
        if (settled === data) return;
        this.db.emptyData();
        this.db.loadData(settled);
        dataChanged();
      };

      // The demo's own routes (the scenario panel, the login page's list, the reset).
      this.namespace = 'api/demo';
      demoRoutes(this, {
        scenario,
        settleDue,
        reseed: () => {
          this.db.emptyData();
          seedDemoCardholders(this);
          dataChanged();
        },
      });

      // The provider's, as the demo scenario makes them behave.
      this.namespace = 'api/v1';
      const provider = providerRoutes(this, scenario, dataChanged);
      authRoutes(provider, dataChanged);
      accountRoutes(provider, settleDue);
      paymentRoutes(provider, {
        gatewayUrl,
        appOrigin: window.location.origin,
        onDataChanged: dataChanged,
        settleDue,
        bankRejectsNext: () => scenario.takeOnce('bank-rejects'),
      });
      // Everything that is not the mock API (code chunks, hot updates, the app's origin asked
      // whether it answers) goes to the network; jsdom has none, so jest's tests answer it.
      // (The namespace stays 'api/v1' so that a test's route override lands on the API.)
      if (environment !== 'test') {
        this.passthrough(
          (request) => !new URL(request.url, window.location.origin).pathname.startsWith('/api/'),
        );
      }
    },
  });
  // Each call in the console helps a developer; a sales showing does not need it. (Set here:
  // Mirage 0.1.48 ignores the `logging` option of createServer.)
  server.logging = environment === 'development' && process.env.NODE_ENV === 'development';
  return server;
}

export type { MockServer } from './registry';

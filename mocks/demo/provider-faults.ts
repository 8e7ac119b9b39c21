import type { Request, Response } from 'miragejs';
import { SLOW_NETWORK_MS } from '../../src/features/demo';
import type { MockServer } from '../registry';
import { bearerToken, dbOf, jsonResponse, unauthorized } from '../routes/session';
import type { ScenarioSwitch } from './scenario-state';

/** A provider route: it reads the database through `dbOf(schema)` and answers a response. */
type Handler = (schema: { db: unknown }, request: Request) => Response | Promise<Response>;

/** What the provider's route modules register their routes through. */
export interface RouteRegistrar {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
}

const PROVIDER_DOWN_MESSAGE = 'Servicio no disponible.';

/**
 * The provider's routes as the demo scenario makes them behave: every call 503 ('Proveedor
 * caído'), 3 s late ('Red lenta'), the next ping 401 with its session gone ('Sesión vencida').
 * The demo's own routes are not registered through it: the panel always answers.
 */
export function providerRoutes(
  server: MockServer,
  scenario: ScenarioSwitch,
  onDataChanged: () => void,
): RouteRegistrar {
  // Mirage hands the timing to Pretender, which calls a function at answer time (as Mirage's
  // own default does): the latency follows the switch without registering the routes again.
  const timing = (() =>
    scenario.current() === 'slow-network' ? SLOW_NETWORK_MS : server.timing) as unknown as number;

  const withScenario =
    (path: string, handler: Handler): Handler =>
    (schema, request) => {
      if (scenario.current() === 'provider-down') {
        return jsonResponse(503, { message: PROVIDER_DOWN_MESSAGE });
      }
      if (path === 'auth/ping/' && scenario.takeOnce('session-expired')) {
        // Expired for the provider too: the token opens nothing any more.
        const db = dbOf(schema);
        const session = db.sessions.findBy({ token: bearerToken(request) ?? '' });
        if (session) {
          db.sessions.remove(session.id);
          onDataChanged();
        }
        return unauthorized();
      }
      return handler(schema, request);
    };

  return {
    get: (path, handler) => server.get(path, withScenario(path, handler), { timing }),
    post: (path, handler) => server.post(path, withScenario(path, handler), { timing }),
  };
}

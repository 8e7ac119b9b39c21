import type { RouteRegistrar } from '../demo/provider-faults';
import { answers } from '../provider-answers';
import {
  authenticatedCardholder,
  dbOf,
  newToken,
  parseJsonBody,
  respond,
  unauthorized,
} from './session';

export function authRoutes(server: RouteRegistrar, onDataChanged: () => void): void {
  server.post('auth/login/', (schema, request) => {
    const db = dbOf(schema);
    const { dni, last_digits } = parseJsonBody(request);
    const cardholder =
      typeof dni === 'string' && typeof last_digits === 'string'
        ? db.cardholders.findBy({ dni: dni.trim(), last_digits: last_digits.trim() })
        : null;
    if (!cardholder) return respond(answers.loginRefused());
    const token = newToken();
    db.sessions.insert({ token, cardholderId: cardholder.id });
    onDataChanged();
    return respond(answers.signedIn(token));
  });

  server.get('auth/ping/', (schema, request) =>
    authenticatedCardholder(dbOf(schema), request) ? respond(answers.pong()) : unauthorized(),
  );

  server.get('me/', (schema, request) => {
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    return cardholder ? respond(answers.me(cardholder.name)) : unauthorized();
  });
}

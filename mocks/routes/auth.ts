import type { RouteRegistrar } from '../demo/provider-faults';
import type { Credentials } from '../../src/services/provider';
import {
  authenticatedCardholder,
  dbOf,
  jsonResponse,
  newToken,
  parseJsonBody,
  unauthorized,
} from './session';

const LOGIN_FAILED_MESSAGE = 'Los datos ingresados no son correctos.';

export function authRoutes(server: RouteRegistrar, onDataChanged: () => void): void {
  server.post('auth/login/', (schema, request) => {
    const db = dbOf(schema);
    const { dni, last_digits } = parseJsonBody(request);
    const cardholder =
      typeof dni === 'string' && typeof last_digits === 'string'
        ? db.cardholders.findBy({ dni: dni.trim(), last_digits: last_digits.trim() })
        : null;
    if (!cardholder) return jsonResponse(401, { message: LOGIN_FAILED_MESSAGE });
    const token = newToken();
    db.sessions.insert({ token, cardholderId: cardholder.id });
    onDataChanged();
    const credentials: Credentials = { token };
    return jsonResponse(200, credentials);
  });

  server.get('auth/ping/', (schema, request) =>
    authenticatedCardholder(dbOf(schema), request)
      ? jsonResponse(200, { status: 'ok' })
      : unauthorized(),
  );

  server.get('me/', (schema, request) => {
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    return cardholder ? jsonResponse(200, { data: { name: cardholder.name } }) : unauthorized();
  });
}

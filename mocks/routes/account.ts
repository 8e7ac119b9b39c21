import type { Server } from 'miragejs';
import type { Account, DataEnvelope, Statement } from '../../src/services/provider';
import { statementPdfBase64 } from '../statement-pdf';
import { authenticatedCardholder, dbOf, jsonResponse, unauthorized } from './session';

/** `settleDue` gives due payments their announced status first (they change the figures). */
export function accountRoutes(server: Server, settleDue: () => void = () => undefined): void {
  server.get('account/', (schema, request) => {
    settleDue();
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    if (!cardholder) return unauthorized();
    const body: DataEnvelope<Account> = {
      data: {
        credit: { available: cardholder.available },
        balance: { current: cardholder.balance },
        due_date: cardholder.due_date,
        minimum_payment: cardholder.minimum_payment,
        credit_limit: cardholder.credit_limit,
      },
    };
    return jsonResponse(200, body);
  });

  server.get('summary/last/', (schema, request) => {
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    if (!cardholder) return unauthorized();
    const body: DataEnvelope<Statement> = {
      data: { file: { b64: statementPdfBase64(cardholder) } },
    };
    return jsonResponse(200, body);
  });
}

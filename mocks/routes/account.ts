import type { RouteRegistrar } from '../demo/provider-faults';
import type { Account, DataEnvelope, Statement } from '../../src/services/provider';
import { authenticatedCardholder, dbOf, jsonResponse, unauthorized } from './session';

/** `settleDue` gives due payments their announced status first (they change the figures). */
export function accountRoutes(
  server: RouteRegistrar,
  settleDue: () => void = () => undefined,
): void {
  server.get('account/', (schema, request) => {
    settleDue();
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    if (!cardholder) return unauthorized();
    const body: DataEnvelope<Account> = {
      data: {
        credit: { available: cardholder.available },
        balance: { current: cardholder.balance },
        statement_balance: cardholder.statement_balance,
        due_date: cardholder.due_date,
        minimum_payment: cardholder.minimum_payment,
        credit_limit: cardholder.credit_limit,
      },
    };
    return jsonResponse(200, body);
  });

  server.get('summary/last/', async (schema, request) => {
    const db = dbOf(schema);
    const cardholder = authenticatedCardholder(db, request);
    if (!cardholder) return unauthorized();
    // The PDF library and its fonts load only now, the first time a statement is asked for.
    const { statementPdfBase64 } = await import(
      /* webpackChunkName: "statement-pdf" */ '../statement/make-statement'
    );
    const payments = db.payments.where({ cardholderId: cardholder.id });
    const body: DataEnvelope<Statement> = {
      data: { file: { b64: await statementPdfBase64(cardholder, payments) } },
    };
    return jsonResponse(200, body);
  });
}

import type { RouteRegistrar } from '../demo/provider-faults';
import { answers } from '../provider-answers';
import { authenticatedCardholder, dbOf, respond, unauthorized } from './session';

/** `settleDue` gives due payments their announced status first (they change the figures). */
export function accountRoutes(
  server: RouteRegistrar,
  settleDue: () => void = () => undefined,
): void {
  server.get('account/', (schema, request) => {
    settleDue();
    const cardholder = authenticatedCardholder(dbOf(schema), request);
    if (!cardholder) return unauthorized();
    return respond(
      answers.account({
        credit: { available: cardholder.available },
        balance: { current: cardholder.balance },
        statement_balance: cardholder.statement_balance,
        due_date: cardholder.due_date,
        minimum_payment: cardholder.minimum_payment,
        credit_limit: cardholder.credit_limit,
      }),
    );
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
    return respond(answers.statement(await statementPdfBase64(cardholder, payments)));
  });
}

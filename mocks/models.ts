import { Model } from 'miragejs';
import type { CardholderRecord, PaymentRecord, SessionRecord } from './records';

/**
 * The mock database's collections, typed by their records: `server.create('payment', …)`
 * checks what a seed or a test puts in. No relations: the routes read and write plain records
 * (a payment's and a session's `cardholderId` is an attribute like any other).
 */
export const models = {
  cardholder: Model.extend<Partial<CardholderRecord>>({}),
  payment: Model.extend<Partial<PaymentRecord>>({}),
  session: Model.extend<Partial<SessionRecord>>({}),
};

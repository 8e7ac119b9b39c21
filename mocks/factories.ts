import { Factory } from 'miragejs';
import { daysFromToday, isoDate } from './clock';
import type { MovementRecord } from './records';

/** Defaults for records a test creates; each test states what it cares about. */
export const factories = {
  cardholder: Factory.extend({
    name: (index: number) => `Titular ${index + 1}`,
    dni: (index: number) => String(20000000 + index),
    last_digits: (index: number) => String(10000000 + index),
    available: 100000,
    balance: 25000.5,
    credit_limit: 200000,
    minimum_payment: 2500,
    due_date: () => isoDate(daysFromToday(10)),
    closing_date: () => isoDate(daysFromToday(-5)),
    closed_at: () => daysFromToday(-5).toISOString(),
    payment_method: 'LINK_PEI',
    movements: (): MovementRecord[] => [],
    // A test that sets only today's figures gets a statement that closed with them.
    statement_balance(this: { balance: number }) {
      return this.balance;
    },
    statement_minimum(this: { minimum_payment: number }) {
      return this.minimum_payment;
    },
  }),
  payment: Factory.extend({
    amount: 1000,
    created_at: () => new Date().toISOString(),
    status_name: 'Acreditado',
    payment_method: 'LINK_PEI',
  }),
};

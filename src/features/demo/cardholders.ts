import type { PaymentMethod } from '../../services/provider';

/** Who a demo cardholder is: what the login page lists before the mock database answers. */
export interface DemoPerson {
  name: string;
  dni: string;
  last_digits: string;
  payment_method: PaymentMethod;
}

/**
 * The demo cardholders (the demo contract's, section 2), written once: the mock database seeds them
 * (mocks/scenarios/demo-cardholders.ts) and /login's HTML, rendered at build time, lists them,
 * so that a press on one is taken before any script runs. Their figures are the database's.
 */
export const DEMO_PEOPLE = {
  maria: {
    name: 'María Fernández',
    dni: '30111222',
    last_digits: '45678901',
    payment_method: 'LINK_PEI',
  },
  jorge: {
    name: 'Jorge Benítez',
    dni: '28999888',
    last_digits: '11223344',
    payment_method: 'LINK_PEI',
  },
  lucia: {
    name: 'Lucía Gómez',
    dni: '33444555',
    last_digits: '99887766',
    payment_method: 'BIND_SIMPLE',
  },
  tomas: {
    name: 'Tomás Ríos',
    dni: '31222333',
    last_digits: '55667788',
    payment_method: 'LINK_PEI',
  },
} as const satisfies Record<string, DemoPerson>;

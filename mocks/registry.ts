import type { Registry, Server } from 'miragejs';
import type { factories } from './factories';
import type { models } from './models';

/** What Mirage knows of the mock database: its models and their factories' defaults. */
type AppRegistry = Registry<typeof models, typeof factories>;

/** The mock API (mocks/server.ts), with `create` and the route handlers typed by the records. */
export type MockServer = Server<AppRegistry>;

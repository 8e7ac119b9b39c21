/**
 * Where the browser tests' servers run (playwright.config.ts and __tests__/builds.ts read these
 * too), each on a port counted from E2E_PORT (default 4173); docs/testing.md lists them.
 */
const E2E_PORT = Number(process.env.E2E_PORT) || 4173;

export const DEMO_PORT = E2E_PORT;
export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
/** The demo gateway on another origin, as the real LINK and BIND forms are. */
export const DEMO_GATEWAY_PORT = E2E_PORT + 1;
export const DEMO_GATEWAY_ORIGIN = `http://127.0.0.1:${DEMO_GATEWAY_PORT}`;

export const LIVE_PORT = E2E_PORT + 2;
export const LIVE_ORIGIN = `http://127.0.0.1:${LIVE_PORT}`;

/** The same live build under nginx with deploy/nginx.conf (`npm run serve:nginx`): E2E_PORT + 3. */
export const NGINX_PORT = E2E_PORT + 3;
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

/**
 * The only origin the live bundle lets a payment endpoint point to (PAYMENT_GATEWAY_ORIGINS of
 * its build). Made up, it resolves nowhere: the tests serve its pages by routing
 * (stub-gateway.ts).
 */
export const LIVE_GATEWAY_ORIGIN = 'https://pasarela.test';

/**
 * The live bundle with the settings a deployment adds (E2E_PORT + 4): its provider on an
 * origin of its own (API_URL; made up, answered by routing as the live one is) and a Google
 * Analytics measurement id (ANALYTICS_ID), whose events the field-metrics tests read.
 */
export const CONFIGURED_PORT = E2E_PORT + 4;
export const CONFIGURED_ORIGIN = `http://127.0.0.1:${CONFIGURED_PORT}`;
export const CONFIGURED_PROVIDER_ORIGIN = 'https://proveedor.test';
export const CONFIGURED_API_URL = `${CONFIGURED_PROVIDER_ORIGIN}/api/v1/`;
export const ANALYTICS_ID = 'G-E2ETEST01';

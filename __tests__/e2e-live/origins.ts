/**
 * Where the live project runs (playwright.config.ts reads these too): the live bundle on the
 * port after the demo gateway's (E2E_PORT + 2, default 4175), and the payment gateway origin
 * it is built to allow.
 */
const E2E_PORT = Number(process.env.E2E_PORT) || 4173;

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
 * The live bundle built with a Google Analytics measurement id (ANALYTICS_ID), on the port
 * after nginx's (E2E_PORT + 4): the field-metrics tests read its events from a stub gtag.js.
 */
export const ANALYTICS_PORT = E2E_PORT + 4;
export const ANALYTICS_ORIGIN = `http://127.0.0.1:${ANALYTICS_PORT}`;
export const ANALYTICS_ID = 'G-E2ETEST01';

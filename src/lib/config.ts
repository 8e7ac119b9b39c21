/**
 * The one place that reads configuration. Webpack's DefinePlugin replaces each
 * `process.env.X` below with the value it had at build time (see webpack.config.ts);
 * under jest they are the real environment variables. No configuration means mock mode.
 */
type ApiMode = 'mock' | 'live';

// The mode's values (the API's base URL, the gateways allowed). The code that mock mode adds
// is chosen by the build from the same variable: `#api-mode` (src/app/mode/).
const apiMode: ApiMode = process.env.API_MODE === 'live' ? 'live' : 'mock';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** SESSION_IDLE_MINUTES: whole minutes, at least 2 (the warning comes 1 minute before); else 10. */
function idleMinutesOf(value: string | undefined): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 2 ? minutes : 10;
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const config = {
  apiMode,
  /** Base URL of the provider API, version 1. The mock API answers on the app's own origin. */
  apiBaseUrl:
    apiMode === 'mock' ? '/api/v1/' : withTrailingSlash(process.env.API_URL || '/api/v1/'),
  /** Google Analytics 4 measurement id; empty means no analytics. */
  analyticsId: process.env.ANALYTICS_ID ?? '',
  /** Origins a payment endpoint may point to (checked by the build: scripts/payment-gateways.ts). */
  paymentGatewayOrigins: listOf(process.env.PAYMENT_GATEWAY_ORIGINS),
  /** PAYMENTS_DISABLED=true: a build shipped without payments; /payment says they are unavailable. */
  paymentsEnabled: process.env.PAYMENTS_DISABLED !== 'true',
  /** Mock mode only: where the demo gateway page is served; empty means the app's origin. */
  demoGatewayOrigin: process.env.DEMO_GATEWAY_ORIGIN ?? '',
  /** Mock mode only: the app's origin, the only one the demo gateway talks to when it has its own. */
  demoAppOrigin: process.env.DEMO_APP_ORIGIN ?? '',
  paymentMethodsUrl:
    process.env.PAYMENT_METHODS_URL || 'https://www.tarjetaceibo.example/medios-de-pago',
  /** Minutes without a tap, key or scroll on any signed-in tab before the session ends. */
  sessionIdleMinutes: idleMinutesOf(process.env.SESSION_IDLE_MINUTES),
  isProduction: process.env.NODE_ENV === 'production',
} as const;

import { config } from '../../../lib/config';

/**
 * Where the popup may be sent (quality.md, security 3; the rules: docs/behaviour.md#paying). The
 * popup runs on the app's origin until it goes there, so a `javascript:` endpoint would otherwise
 * run with access to the token.
 */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

interface GatewayUrlRules {
  allowedOrigins: readonly string[];
  /** Mock mode: the demo gateway runs on http://localhost. */
  allowLocalHttp: boolean;
}

export function checkGatewayUrl(endpoint: unknown, rules: GatewayUrlRules): URL | null {
  if (typeof endpoint !== 'string' || endpoint.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(endpoint); // no base: a relative endpoint throws
  } catch {
    return null;
  }
  const localHttp =
    rules.allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) return null;
  if (url.username || url.password) return null;
  return rules.allowedOrigins.includes(url.origin) ? url : null;
}

/** This build's rules: the configured gateways, and the demo one (on http://localhost too) in mock mode. */
export function gatewayUrlRules(appOrigin: string): GatewayUrlRules {
  const mock = config.apiMode === 'mock';
  return {
    allowedOrigins: [
      ...config.paymentGatewayOrigins,
      ...(mock ? [config.demoGatewayOrigin || appOrigin] : []),
    ],
    allowLocalHttp: mock,
  };
}

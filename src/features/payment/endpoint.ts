/**
 * Where the popup may be sent (quality.md, security 3): the payment call's `endpoint`, parsed
 * with `new URL()`, https only (http only for localhost, in mock mode), no credentials in it,
 * and only an origin the configuration allows. The popup runs on the app's origin until it
 * goes there, so a `javascript:` endpoint would otherwise run with access to the token.
 */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

interface EndpointRules {
  allowedOrigins: readonly string[];
  /** Mock mode: the demo gateway runs on http://localhost. */
  allowLocalHttp: boolean;
}

export function checkPaymentEndpoint(endpoint: unknown, rules: EndpointRules): URL | null {
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

// Which origins a payment `endpoint` may point to (PAYMENT_GATEWAY_ORIGINS), checked when the
// bundle is built: a live build that allows no gateway would build silently and then refuse
// every payment in the popup, so it is refused here, with the reason, instead.

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** One configured origin, or the reason it is not one. */
function checkOrigin(text: string, { allowLocalHttp }: { allowLocalHttp: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an origin (expected https://host)`;
  }
  const localHttp =
    allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) return `"${text}" is not https://`;
  if (url.origin !== text.replace(/\/$/, ''))
    return `"${text}" is not just an origin (no path, no user)`;
  return null;
}

/**
 * The gateway origins of a build, or an Error saying what to fix. Live: at least one `https://`
 * origin unless PAYMENTS_DISABLED=true. Mock: the demo gateway is always allowed; listed ones
 * must still be origins (http accepted for localhost).
 */
export function paymentGatewayOrigins({
  apiMode,
  origins = '',
  paymentsDisabled = false,
}: {
  apiMode: 'mock' | 'live';
  origins?: string;
  paymentsDisabled?: boolean;
}): string[] | Error {
  const list = origins
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const problems = list
    .map((item) => checkOrigin(item, { allowLocalHttp: apiMode === 'mock' }))
    .filter(Boolean);
  if (problems.length > 0) return new Error(`PAYMENT_GATEWAY_ORIGINS: ${problems.join('; ')}.`);
  if (apiMode === 'live' && list.length === 0 && !paymentsDisabled)
    return new Error(
      'PAYMENT_GATEWAY_ORIGINS is empty: a live build that allows no payment gateway would ' +
        'refuse every payment. Set the https:// origins of the LINK and BIND gateways, ' +
        'comma-separated, or PAYMENTS_DISABLED=true to ship without payments on purpose.',
    );
  return list.map((item) => new URL(item).origin);
}

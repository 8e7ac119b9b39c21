import { config } from '../../app/config';

/** The origins a payment endpoint may point to: the configured gateways, and the demo one in mock mode. */
export function allowedGatewayOrigins(appOrigin: string): string[] {
  const origins = [...config.paymentGatewayOrigins];
  if (config.apiMode === 'mock') origins.push(config.demoGatewayOrigin || appOrigin);
  return origins;
}

export const endpointRules = (appOrigin: string) => ({
  allowedOrigins: allowedGatewayOrigins(appOrigin),
  allowLocalHttp: config.apiMode === 'mock',
});

/** Spec section 7: 940x840, no menu or toolbar, not resizable. */
export const POPUP_FEATURES = 'popup=yes,width=940,height=840,menubar=no,toolbar=no,resizable=no';

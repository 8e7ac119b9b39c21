export function paymentGatewayOrigins(options: {
  apiMode: 'mock' | 'live';
  origins?: string;
  paymentsDisabled?: boolean;
}): string[] | Error;

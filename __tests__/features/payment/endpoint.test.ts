import { checkGatewayUrl } from '../../../src/features/payment/popup/gatewayUrl';
import { intentOf, retryRequestOf } from '../../../src/features/payment/popup/popupMessages';

const rules = {
  allowedOrigins: ['https://gateway.example', 'https://pagos.link.example'],
  allowLocalHttp: false,
};

test.each([
  'javascript:alert(1)',
  'data:text/html,x',
  'http://evil.example',
  'https://gateway.example.evil.com',
  'https://user@evil.example',
  'https://user:pass@gateway.example/pay',
  '/relative',
  '//gateway.example/pay',
  'http://gateway.example/pay',
  'https://gateway.example:8443/pay',
  'HTTPS://EVIL.EXAMPLE',
  '',
  '   ',
  null,
  42,
  { href: 'https://gateway.example' },
])('refuses %p', (endpoint) => {
  expect(checkGatewayUrl(endpoint, rules)).toBeNull();
});

test.each([
  'https://gateway.example/pay?id=1',
  'https://pagos.link.example/form',
  'HTTPS://GATEWAY.EXAMPLE/x',
])('accepts %p, an allowed origin', (endpoint) => {
  expect(checkGatewayUrl(endpoint, rules)?.href).toBe(new URL(endpoint).href);
});

test('http is accepted only for localhost, only in mock mode, and only for allowed origins', () => {
  const mock = {
    allowedOrigins: ['http://127.0.0.1:4174', 'http://localhost:8080'],
    allowLocalHttp: true,
  };
  expect(checkGatewayUrl('http://127.0.0.1:4174/demo-gateway/?p=1', mock)).not.toBeNull();
  expect(checkGatewayUrl('http://localhost:8080/demo-gateway/', mock)).not.toBeNull();
  expect(checkGatewayUrl('http://127.0.0.1:4175/demo-gateway/', mock)).toBeNull();
  expect(
    checkGatewayUrl('http://localhost:8080/demo-gateway/', { ...mock, allowLocalHttp: false }),
  ).toBeNull();
});

describe('window messages', () => {
  const popup = {} as Window;
  const check = { popup, allowedOrigins: ['https://gateway.example', 'https://app.example'] };

  test('count only from the popup, from an allowed origin, with a well-formed intent', () => {
    expect(
      intentOf(
        { source: popup, origin: 'https://gateway.example', data: { intent: 'PAGO_REALIZADO' } },
        check,
      ),
    ).toBe('PAGO_REALIZADO');
    expect(
      intentOf(
        { source: window, origin: 'https://gateway.example', data: { intent: 'PAGO_REALIZADO' } },
        check,
      ),
    ).toBeNull();
    expect(
      intentOf(
        { source: popup, origin: 'https://evil.example', data: { intent: 'PAGO_REALIZADO' } },
        check,
      ),
    ).toBeNull();
    for (const data of [
      null,
      'PAGO_REALIZADO',
      { intent: 3 },
      { intent: '' },
      { intent: 'x'.repeat(80) },
      { intent: '<b>' },
    ]) {
      expect(
        intentOf({ source: popup, origin: 'https://gateway.example', data }, check),
      ).toBeNull();
    }
    expect(
      intentOf(
        { source: popup, origin: 'https://gateway.example', data: { intent: 'X' } },
        { ...check, popup: null },
      ),
    ).toBeNull();
  });

  test("the retry request counts only from the popup on the app's own origin", () => {
    // The amount travels as cents; anything else is no amount.
    const data = { type: 'autogestion:retry-payment', amount: 1200050 };
    const app = { popup, appOrigin: 'https://app.example' };
    expect(retryRequestOf({ source: popup, origin: 'https://app.example', data }, app)).toEqual(
      data,
    );
    expect(
      retryRequestOf(
        { source: popup, origin: 'https://app.example', data: { ...data, amount: '12000.50' } },
        app,
      ),
    ).toEqual({ ...data, amount: null });
    expect(
      retryRequestOf({ source: popup, origin: 'https://gateway.example', data }, app),
    ).toBeNull();
    expect(retryRequestOf({ source: window, origin: 'https://app.example', data }, app)).toBeNull();
  });
});

import { seedDemoCardholders } from '../../mocks/scenarios/demo-cardholders';
import {
  answer,
  initialState,
  STATEMENT_PDF_B64,
  STUB_TOKEN,
} from '../../scripts/stub-provider-answers';
import { withMockProvider } from '../support/mock-provider';

/**
 * The demo (Mirage) and the stub provider of the bench and the live browser tests answer as one
 * provider: the same status for the same call, the same words for a refusal, the same
 * envelope for data (each with its own cardholder's figures).
 */
const server = withMockProvider();
beforeEach(() => seedDemoCardholders(server()));

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown; signedIn: boolean };

async function demoAnswer({ method, path, body, signedIn }: Call) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (signedIn) {
    const login = await fetch('/api/v1/auth/login/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ dni: '30111222', last_digits: '45678901' }),
    });
    headers.set('Authorization', `Bearer ${((await login.json()) as { token: string }).token}`);
  }
  const response = await fetch(`/api/v1/${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const stubAnswer = ({ method, path, body, signedIn }: Call) =>
  answer(
    { name: `${method} ${path}`, authorization: signedIn ? `Bearer ${STUB_TOKEN}` : null, body },
    initialState('https://pasarela.test/link'),
  );

test.each<[string, Call, number, unknown]>([
  [
    'a login refused (the stub in words of its own)',
    { method: 'POST', path: 'auth/login/', body: { dni: '1', last_digits: '2' }, signedIn: false },
    401,
    { message: expect.any(String) },
  ],
  [
    'a call without a token',
    { method: 'GET', path: 'account/', signedIn: false },
    401,
    { message: 'Sesión inválida o vencida.' },
  ],
  ['the ping', { method: 'GET', path: 'auth/ping/', signedIn: true }, 200, { status: 'ok' }],
  [
    'a payment of 0',
    { method: 'POST', path: 'payments/', body: { amount: 0 }, signedIn: true },
    422,
    { message: 'El monto ingresado no es válido.' },
  ],
  [
    'a payment of a tenth of a cent',
    { method: 'POST', path: 'payments/', body: { amount: 10.001 }, signedIn: true },
    422,
    { message: 'El monto ingresado no es válido.' },
  ],
])('%s: the same status and words from the demo and the stub', async (_, call, status, body) => {
  const demo = await demoAnswer(call);
  const stub = stubAnswer(call);
  expect([demo.status, stub.status]).toEqual([status, status]);
  expect([demo.body, stub.body]).toEqual([body, body]);
});

test.each<[string, Call, string[]]>([
  ['GET me/', { method: 'GET', path: 'me/', signedIn: true }, ['name']],
  ['GET account/', { method: 'GET', path: 'account/', signedIn: true }, ['balance', 'credit']],
  ['GET summary/last/', { method: 'GET', path: 'summary/last/', signedIn: true }, ['file']],
  [
    'POST payments/',
    { method: 'POST', path: 'payments/', body: { amount: 1500.5 }, signedIn: true },
    ['endpoint', 'payment_method'],
  ],
])('%s: both answer with the spec fields under data', async (_, call, fields) => {
  const demo = (await demoAnswer(call)) as { status: number; body: { data: object } };
  const stub = stubAnswer(call) as { status: number; body: { data: object } };
  expect(demo.status).toBe(stub.status);
  expect(Object.keys(stub.body.data).sort()).toEqual(fields);
  expect(Object.keys(demo.body.data)).toEqual(expect.arrayContaining(fields));
});

test('the stub sends its statement as the demo does, a base64 PDF under data.file.b64', () => {
  const stub = stubAnswer({ method: 'GET', path: 'summary/last/', signedIn: true });
  expect(stub.body).toEqual({ data: { file: { b64: STATEMENT_PDF_B64 } } });
  expect(Buffer.from(STATEMENT_PDF_B64, 'base64').toString('latin1')).toMatch(/^%PDF-1\.4/);
});

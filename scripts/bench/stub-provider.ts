// The journey's provider (`npm run bench`, scripts/bench/journey.ts): a real HTTP server in
// front of a scripts/serve.ts instance. It answers the provider API at /api/v1/ itself, each
// call after PROVIDER_DELAY_MS, and hands every other request to serve.ts unchanged (same
// headers, CSP included, same gzip). The page and its API share one origin, as a live build
// with an empty API_URL expects, so the CSP's connect-src 'self' lets the calls through. A real
// server rather than Playwright's request routing, which turns the browser's HTTP cache off.
// The answers follow product-spec.md section 7, as __tests__/e2e-live/stub-provider.ts does.
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { STATIC_HEADERS } from '../security-headers';

/** The one cardholder the stub knows, and what the journey waits for once she is in. */
export const STUB_CARDHOLDER = {
  dni: '27345678',
  lastDigits: '87654321',
  available: '$ 215,430.50',
};
const PROVIDER_DELAY_MS = 300;
const TOKEN = 'bench-token-5f0c2a9e7b1d4c38';
const API_PREFIX = '/api/v1/';

const account = { data: { credit: { available: 215430.5 }, balance: { current: 84350.75 } } };
const payments = {
  data: [
    {
      id: 40022,
      amount: 10000,
      created_at: '2025-06-02T14:00:00.000Z',
      status: { data: { name: 'Acreditado' } },
    },
    {
      id: 38117,
      amount: 5250.25,
      created_at: '2025-03-12T15:00:00.000Z',
      status: { data: { name: 'Rechazado' } },
      payment_method: 'BIND_SIMPLE',
    },
  ],
};

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** The spec's calls the journey makes, answered as a provider would. */
async function answer(
  request: IncomingMessage,
  call: string,
): Promise<[status: number, body: object]> {
  if (call === 'POST auth/login/') {
    const body = (await readBody(request)) as { dni?: unknown; last_digits?: unknown } | undefined;
    return body?.dni === STUB_CARDHOLDER.dni && body?.last_digits === STUB_CARDHOLDER.lastDigits
      ? [200, { token: TOKEN }]
      : [401, { message: 'El DNI o los dígitos de la tarjeta no coinciden.' }];
  }
  // The spec says "a Bearer token header"; "Token <token>" (Django REST framework's word) is
  // accepted too.
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (!['Bearer', 'Token'].includes(scheme) || token !== TOKEN) {
    return [401, { message: 'Token inválido o vencido.' }];
  }
  switch (call) {
    case 'GET auth/ping/':
      return [200, {}];
    case 'GET me/':
      return [200, { data: { name: 'Ana Pereyra' } }];
    case 'GET account/':
      return [200, account];
    case 'GET payments/':
      return [200, payments];
    default:
      return [404, { message: 'No encontrado' }];
  }
}

async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const call = `${request.method} ${(request.url as string).split('?')[0].slice(API_PREFIX.length)}`;
  const [[status, body]] = await Promise.all([
    answer(request, call),
    new Promise((resolve) => setTimeout(resolve, PROVIDER_DELAY_MS)),
  ]);
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...STATIC_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/**
 * Listens on `port` (127.0.0.1): /api/v1/ answered by the stub, everything else forwarded to
 * the scripts/serve.ts listening on `filesPort`. Resolves with the server once it listens.
 */
export function serveWithProvider(port: number, filesPort: number): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => {
    if (request.url?.startsWith(API_PREFIX)) {
      handleApi(request, response).catch(() => response.destroy());
      return;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: filesPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answerFromFiles) => {
        // Hop-by-hop headers are this server's own to send.
        const headers = { ...answerFromFiles.headers };
        delete headers.connection;
        delete headers['keep-alive'];
        response.writeHead(answerFromFiles.statusCode ?? 502, headers);
        answerFromFiles.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  // As nginx's default: the browser's connections stay open while the cardholder types.
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

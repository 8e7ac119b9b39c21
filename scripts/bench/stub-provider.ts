// The bench's provider: a real server (Playwright's routing would turn the HTTP cache off) in
// front of scripts/serve.ts, on the page's own origin as an empty API_URL expects. It answers
// /api/v1/ from scripts/stub-provider-answers.ts after PROVIDER_DELAY_MS, and passes the rest on.
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type ServerResponse,
  type Server,
} from 'node:http';
import { STATIC_HEADERS } from '../security-headers';
import { answer, initialState, type ProviderState } from '../stub-provider-answers';

export const PROVIDER_DELAY_MS = 300;
const API_PREFIX = '/api/v1/';
// The journeys never pay: no gateway to send the popup to.
const NO_ENDPOINT = '';

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

async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  state: ProviderState,
): Promise<void> {
  const call = {
    name: `${request.method} ${(request.url as string).split('?')[0].slice(API_PREFIX.length)}`,
    authorization: request.headers.authorization ?? null,
    body: await readBody(request),
  };
  const { status, body } = answer(call, state);
  await new Promise((resolve) => setTimeout(resolve, PROVIDER_DELAY_MS));
  const text = body === undefined ? '' : JSON.stringify(body);
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
  const state = initialState(NO_ENDPOINT);
  const server = createServer((request, response) => {
    if (request.url?.startsWith(API_PREFIX)) {
      handleApi(request, response, state).catch(() => response.destroy());
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

/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { connect, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { nginxSnippet, securityHeaders } from '../../scripts/security-headers';
import { send, startScript, write } from './http-servers';

jest.setTimeout(30_000);

/**
 * deploy/nginx.conf's TLS under nginx (scripts/serve-nginx.ts with a certificate): the site
 * speaks Mozilla's "intermediate" profile, and the proxy to the provider checks the provider's
 * certificate and name before a request (and its token) leaves. Certificates are made here with
 * openssl: a test root CA, an intermediate, and leaves signed by it.
 */
const SITE_NAME = 'autogestion.tarjetaceibo.example';
// The provider's name as deploy/nginx.conf has it (proxy_ssl_name): what its certificate must hold.
const PROVIDER_NAME = 'api.provider.example';
const TOKEN = 'Bearer TOKEN-NEVER-LEAKED';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'nginx-tls-test-'));
const file = (name: string) => path.join(tmp, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: tmp, stdio: 'pipe' });

/** A key and a signing request (or, with `selfSigned`, a certificate) for `name`. */
function newKey(name: string, subject: string, { selfSigned = false } = {}) {
  openssl(
    'req',
    ...(selfSigned ? ['-x509', '-days', '2', '-addext', `subjectAltName=DNS:${subject}`] : []),
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${subject}`,
    '-keyout',
    `${name}.key`,
    '-out',
    selfSigned ? `${name}.pem` : `${name}.csr`,
  );
}

/** Signs `name`'s request with `issuer`'s key: a CA, or a server certificate for `dnsName`. */
function sign(name: string, issuer: string, extensions: string) {
  write(file(`${name}.ext`), `${extensions}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${issuer}.pem`,
    '-CAkey',
    `${issuer}.key`,
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  );
}

const CA = 'basicConstraints=critical,CA:true\nkeyUsage=critical,keyCertSign,cRLSign';
const server = (dnsName: string) =>
  `basicConstraints=CA:false\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:${dnsName}`;

openssl(
  'req',
  '-x509',
  '-days',
  '2',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-subj',
  '/CN=Autogestion Test Root',
  '-addext',
  'basicConstraints=critical,CA:true',
  '-addext',
  'keyUsage=critical,keyCertSign,cRLSign',
  '-keyout',
  'root.key',
  '-out',
  'root.pem',
);
newKey('intermediate', 'Autogestion Test Intermediate');
sign('intermediate', 'root', CA);
for (const [name, dnsName] of [
  ['provider', PROVIDER_NAME],
  ['other-name', 'otro.provider.example'],
  ['site', SITE_NAME],
] as const) {
  newKey(name, dnsName);
  sign(name, 'intermediate', server(dnsName));
}
newKey('self-signed', PROVIDER_NAME, { selfSigned: true });

const pem = (name: string) => readFileSync(file(`${name}.pem`), 'utf8');
const key = (name: string) => readFileSync(file(`${name}.key`), 'utf8');
/** What a server sends: its certificate, then the intermediate (the root stays with the client). */
const chain = (name: string) => pem(name) + pem('intermediate');
write(file('site-chain.pem'), chain('site'));

const dist = file('dist');
const CSP = "default-src 'none'";
write(path.join(dist, 'index.html'), '<!doctype html><title>APP-INDEX</title>');
write(path.join(dist, 'nginx-security-headers.conf'), nginxSnippet(securityHeaders(CSP)));

// Ports of their own (serve.test.ts uses 4461-4464, nginx.test.ts 4471-4473).
const SITE = 4481;
const PROVIDERS = {
  trusted: { port: 4482, nginx: 4485, cert: chain('provider'), key: key('provider') },
  selfSigned: { port: 4483, nginx: 4486, cert: pem('self-signed'), key: key('self-signed') },
  otherName: { port: 4484, nginx: 4487, cert: chain('other-name'), key: key('other-name') },
};
type ProviderName = keyof typeof PROVIDERS;

/** What reached each provider: the call, its token, and the TLS version it came over. */
const reached: Record<ProviderName, { call: string; authorization?: string; tls: string }[]> = {
  trusted: [],
  selfSigned: [],
  otherName: [],
};
const providers: Server[] = [];
const servers: ChildProcess[] = [];

beforeAll(async () => {
  await Promise.all(
    (Object.keys(PROVIDERS) as ProviderName[]).map((name) => {
      const { port, cert, key: privateKey } = PROVIDERS[name];
      const provider = createServer({ cert, key: privateKey }, (request, response) => {
        reached[name].push({
          call: `${request.method} ${request.url}`,
          authorization: request.headers.authorization,
          tls: (request.socket as TLSSocket).getProtocol() ?? '',
        });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ provider: name }));
      });
      providers.push(provider);
      return new Promise<void>((resolve) => provider.listen(port, '127.0.0.1', resolve));
    }),
  );
  await Promise.all([
    startScript(
      'scripts/serve-nginx.ts',
      {
        DIST_DIR: dist,
        PORT: String(SITE),
        TLS_CERTIFICATE: file('site-chain.pem'),
        TLS_CERTIFICATE_KEY: file('site.key'),
      },
      [SITE],
      servers,
    ),
    ...Object.values(PROVIDERS).map(({ port, nginx }) =>
      startScript(
        'scripts/serve-nginx.ts',
        {
          DIST_DIR: dist,
          PORT: String(nginx),
          API_PROXY: `https://127.0.0.1:${port}/v1/`,
          API_PROXY_NAME: PROVIDER_NAME,
          API_PROXY_CA: file('root.pem'),
        },
        [nginx],
        servers,
      ),
    ),
  ]);
}, 60_000);

afterAll(() => {
  for (const child of servers) child.kill();
  for (const provider of providers) provider.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the proxy checks the provider's certificate before anything is sent", () => {
  const call = (name: ProviderName) =>
    send(PROVIDERS[name].nginx, '/api/v1/account/', { headers: { Authorization: TOKEN } });

  test.each([
    ['self-signed', 'selfSigned'],
    ['for another name, from the trusted CA', 'otherName'],
  ] as const)(
    'a provider whose certificate is %s: 502, and it never sees the call nor the token',
    async (_, name) => {
      const answer = await call(name);
      expect(answer.status).toBe(502);
      expect(answer.text).not.toContain(name);
      expect(reached[name]).toEqual([]);
    },
  );

  test('a provider signed by the CA nginx trusts, for its name: the call goes through, over TLS 1.3', async () => {
    const answer = await call('trusted');
    expect([answer.status, JSON.parse(answer.text)]).toEqual([200, { provider: 'trusted' }]);
    expect(reached.trusted).toEqual([
      { call: 'GET /v1/account/', authorization: TOKEN, tls: 'TLSv1.3' },
    ]);
  });
});

/** The TLS the site answers a client offering `options`: its version and cipher, or 'refused'. */
function handshake(options: ConnectionOptions) {
  return new Promise<{ protocol: string | null; cipher: string } | 'refused'>((resolve) => {
    const socket = connect({
      host: '127.0.0.1',
      port: SITE,
      servername: SITE_NAME,
      ca: pem('root'),
      ...options,
    });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().standardName });
      socket.end();
    });
    socket.once('error', () => resolve('refused'));
  });
}

// Node's OpenSSL offers TLS 1.0 and 1.1 only at security level 0, as an old browser would.
const OLD = { ciphers: 'DEFAULT@SECLEVEL=0' };

test("the site: Mozilla's intermediate TLS (1.2 and 1.3, forward-secret AEAD ciphers, the client's order)", async () => {
  expect({
    tls10: await handshake({ ...OLD, minVersion: 'TLSv1', maxVersion: 'TLSv1' }),
    tls11: await handshake({ ...OLD, minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1' }),
    aes256Sha: await handshake({ ciphers: 'AES256-SHA', maxVersion: 'TLSv1.2' }),
    cbcEcdhe: await handshake({ ciphers: 'ECDHE-RSA-AES128-SHA256', maxVersion: 'TLSv1.2' }),
    gcm: await handshake({ ciphers: 'ECDHE-RSA-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' }),
    clientOrder: await handshake({
      ciphers: 'ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES128-GCM-SHA256',
      maxVersion: 'TLSv1.2',
    }),
    tls13: await handshake({ minVersion: 'TLSv1.3' }),
  }).toEqual({
    tls10: 'refused',
    tls11: 'refused',
    aes256Sha: 'refused',
    cbcEcdhe: 'refused',
    gcm: { protocol: 'TLSv1.2', cipher: 'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256' },
    clientOrder: { protocol: 'TLSv1.2', cipher: 'TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256' },
    tls13: { protocol: 'TLSv1.3', cipher: 'TLS_AES_256_GCM_SHA384' },
  });
});

test('the site: no session tickets (their key would outlive the session), a session cache instead', async () => {
  const first = await new Promise<{ ticket: boolean; session: Buffer }>((resolve, reject) => {
    const socket = connect({
      host: '127.0.0.1',
      port: SITE,
      servername: SITE_NAME,
      ca: pem('root'),
      maxVersion: 'TLSv1.2',
    });
    socket.once('secureConnect', () => {
      resolve({ ticket: socket.getTLSTicket() !== undefined, session: socket.getSession()! });
      socket.end();
    });
    socket.once('error', reject);
  });
  const resumed = await new Promise<boolean>((resolve, reject) => {
    const socket = connect({
      host: '127.0.0.1',
      port: SITE,
      servername: SITE_NAME,
      ca: pem('root'),
      maxVersion: 'TLSv1.2',
      session: first.session,
    });
    socket.once('secureConnect', () => {
      resolve(socket.isSessionReused());
      socket.end();
    });
    socket.once('error', reject);
  });
  expect({ ticket: first.ticket, resumed }).toEqual({ ticket: false, resumed: true });
});

test('the site over https: the usual headers, HSTS among them', async () => {
  const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: SITE,
        path: '/login',
        servername: SITE_NAME,
        ca: pem('root'),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ...response.headers }));
      },
    );
    request.on('error', reject);
    request.end();
  });
  expect(headers).toMatchObject({
    status: 200,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  });
});

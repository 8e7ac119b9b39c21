/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { devApiProxy } from '../../scripts/dev-proxy';

describe('what the dev server does with /api/v1/ (scripts/dev-proxy.ts)', () => {
  test('mock mode, or live with API_URL: nothing', () => {
    expect(devApiProxy({ apiMode: 'mock', apiProxy: 'https://api.example/v1/' })).toEqual({
      proxy: [],
      notice: null,
    });
    expect(devApiProxy({ apiMode: 'live', apiUrl: 'https://api.example/v1/' })).toEqual({
      proxy: [],
      notice: null,
    });
  });

  test('live with API_PROXY: forwarded to the provider’s host and base path', () => {
    expect(
      devApiProxy({ apiMode: 'live', apiProxy: 'https://api.tarjetaceibo.example/v1' }),
    ).toEqual({
      proxy: [
        {
          context: ['/api/v1'],
          target: 'https://api.tarjetaceibo.example',
          changeOrigin: true,
          secure: true,
          pathRewrite: { '^/api/v1/': '/v1/' },
        },
      ],
      notice: null,
    });
  });

  test('live with neither: a notice that says to set API_PROXY; both, or a bad URL: an error', () => {
    const none = devApiProxy({ apiMode: 'live' });
    expect(none).not.toBeInstanceOf(Error);
    expect((none as { notice: string }).notice).toMatch(/Set API_PROXY=https:\/\//);
    expect(
      devApiProxy({
        apiMode: 'live',
        apiUrl: 'https://a.example/',
        apiProxy: 'https://b.example/',
      }),
    ).toBeInstanceOf(Error);
    for (const apiProxy of ['api.example/v1', 'ftp://api.example/', 'https://user:pw@api.example/'])
      expect(devApiProxy({ apiMode: 'live', apiProxy })).toBeInstanceOf(Error);
  });
});

describe('npm start with API_MODE=live and API_PROXY, against a stub provider', () => {
  const root = path.resolve(__dirname, '../..');
  let provider: http.Server;
  let devServer: ChildProcess | undefined;
  const seen: Array<{ url?: string; host?: string; authorization?: string }> = [];

  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      seen.push({
        url: request.url,
        host: request.headers.host,
        authorization: request.headers.authorization,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    // The dev server and webpack-cli's child: the whole process group it was started in.
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
    await new Promise((resolve) => provider.close(resolve));
  });

  test('the app’s /api/v1/ calls reach the provider, token included, at its own base path', async () => {
    const providerPort = (provider.address() as AddressInfo).port;
    // A port nobody uses now: one the system gives, released for the dev server.
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    devServer = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        API_MODE: 'live',
        API_URL: '',
        API_PROXY: `http://127.0.0.1:${providerPort}/v1/`,
        PAYMENT_GATEWAY_ORIGINS: 'https://pagos.link.example',
        PORT: String(port),
      },
    });
    await new Promise<void>((resolve, reject) => {
      const onOutput = (chunk: Buffer) => {
        if (/compiled (successfully|with)/.test(String(chunk))) resolve();
      };
      devServer?.stdout?.on('data', onOutput);
      devServer?.stderr?.on('data', onOutput);
      devServer?.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/auth/ping/`, {
      headers: { Authorization: 'Bearer t0k3n' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(seen).toEqual([
      { url: '/v1/auth/ping/', host: `127.0.0.1:${providerPort}`, authorization: 'Bearer t0k3n' },
    ]);
  }, 240_000);
});

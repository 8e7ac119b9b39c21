import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

/** The servers' tests (serve.test.ts, nginx.test.ts): small builds, raw HTTP, started scripts. */
const root = path.resolve(__dirname, '../..');

export function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** Sends the raw path through node:http: fetch would normalise the ones that matter here. */
export function send(
  port: number,
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: rawPath, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts a server script (scripts/serve.ts, scripts/serve-nginx.ts) and waits for it to say it
 * listens on each port (its own line on stdout): an answer on the port could come from some
 * other server left there. The child goes into `started`, for afterAll to kill.
 */
export function startScript(
  script: string,
  env: Record<string, string>,
  ports: number[],
  started: ChildProcess[],
): Promise<void> {
  const child = spawn(process.execPath, ['--import=tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (ports.every((port) => output.includes(`:${port}\n`))) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
}

/**
 * Paths that repeat a slash, and the normal form both servers send them to: slashes merged, the
 * query kept as it came, a relative Location, never one starting with `//` (another site).
 */
export const REPEATED_SLASHES: [rawPath: string, location: string][] = [
  ['/payment//frame', '/payment/frame'],
  ['/payment//success', '/payment/success'],
  ['/payment//error', '/payment/error'],
  ['//payment/frame', '/payment/frame'],
  ['/payment/frame//', '/payment/frame/'],
  ['//payment///success//?estado=ok', '/payment/success/?estado=ok'],
  ['///login', '/login'],
  ['//', '/'],
  ['//evil.example/x', '/evil.example/x'],
  ['///evil.example//x?next=//evil.example', '/evil.example/x?next=//evil.example'],
  ['//static/js/main.abcdef12.js', '/static/js/main.abcdef12.js'],
  ['/payments//OP%252E1', '/payments/OP%252E1'],
  ['/a//b//c//d//e', '/a/b/c/d/e'],
];

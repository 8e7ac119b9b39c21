// `npm run serve:nginx`: a live build under deploy/nginx.conf, with no root (a temporary prefix
// folder; docs/deploy.md). The config is used as written but for the deployer's lines: the build
// folder, the `listen` and certificate lines (plain http unless given a certificate), the
// provider's URL and, for a provider of its own, the name and the CA its certificate is checked
// against.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEPLOYED_ROOT = '/var/www/autogestion';
const TLS_LINE = /^\s*(listen\b.*\bssl\b.*|ssl_certificate(_key)?\s.*);\n/gm;
const REDIRECT_SERVER = /^# Plain http only[^\n]*\nserver \{[\s\S]*?\n\}\n\n/m;
const PROXY_PASS = /proxy_pass https:\/\/api\.provider\.example\/v1\/;/;
const PROXY_SSL_NAME = /proxy_ssl_name \S+;/;
const PROXY_TRUSTED_CA = /proxy_ssl_trusted_certificate \S+;/;

interface SiteOptions {
  root: string;
  host: string;
  port: number;
  /** The provider's API base URL, for proxy_pass. */
  apiProxy: string;
  /** The name the provider's certificate must hold (proxy_ssl_name). */
  apiName: string;
  /** A CA file the proxy trusts instead of the system's bundle. */
  apiCa?: string;
  /** The site's certificate and key: TLS as the config has it, else plain http. */
  tls?: { certificate: string; key: string };
}

/**
 * deploy/nginx.conf on `host:port` for these options. Throws when a line it must fill in is not
 * found: the config changed under it. (The proxy's name and CA lines are filled in when there.)
 */
function siteConfig(config: string, options: SiteOptions): string {
  const { root, host, port, apiProxy, apiName, apiCa, tls } = options;
  const lines = [TLS_LINE, REDIRECT_SERVER, PROXY_PASS];
  const missing = lines.filter(
    (pattern) => !new RegExp(pattern.source, pattern.flags).test(config),
  );
  if (missing.length > 0 || !config.includes(DEPLOYED_ROOT))
    throw new Error(`deploy/nginx.conf no longer has the lines this script fills in: ${missing}`);
  let listened = false;
  return config
    .replace(REDIRECT_SERVER, '')
    .replace(TLS_LINE, (line) => {
      const [directive, ...words] = line.trim().replace(/;$/, '').split(/\s+/);
      if (directive === 'ssl_certificate' && tls) return `  ssl_certificate ${tls.certificate};\n`;
      if (directive === 'ssl_certificate_key' && tls) return `  ssl_certificate_key ${tls.key};\n`;
      if (directive !== 'listen' || listened) return '';
      listened = true;
      // With a certificate, the config's own options after the port (`ssl http2`).
      return `  listen ${host}:${port}${tls ? ` ${words.slice(1).join(' ')}` : ''};\n`;
    })
    .replace(PROXY_PASS, `proxy_pass ${apiProxy};`)
    .replace(PROXY_SSL_NAME, `proxy_ssl_name ${apiName};`)
    .replace(PROXY_TRUSTED_CA, (line) => (apiCa ? `proxy_ssl_trusted_certificate ${apiCa};` : line))
    .replaceAll(DEPLOYED_ROOT, root);
}

/** The main config around it: nginx's own files and temporary folders inside `prefix`. */
function mainConfig(prefix: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`)
    .join('\n');
  // Started by root, nginx would run its workers as nobody, who may not read the build folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
${temp}
  include ${site};
}
`;
}

function waitForPort(host: string, port: number, tries = 100): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => {
      socket.end();
      resolve();
    });
    socket.on('error', () => {
      if (tries <= 0) reject(new Error(`nginx is not listening on ${host}:${port}`));
      else setTimeout(() => waitForPort(host, port, tries - 1).then(resolve, reject), 100);
    });
  });
}

function main(): void {
  const root = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT) || 8080;
  // No provider named: the API calls get nginx's 502 (the discard port refuses them).
  const apiProxy = process.env.API_PROXY || 'http://127.0.0.1:9/';
  const apiName = process.env.API_PROXY_NAME || new URL(apiProxy).hostname;
  const apiCa = process.env.API_PROXY_CA ? path.resolve(process.env.API_PROXY_CA) : undefined;
  const { TLS_CERTIFICATE: certificate, TLS_CERTIFICATE_KEY: key } = process.env;
  const tls =
    certificate && key
      ? { certificate: path.resolve(certificate), key: path.resolve(key) }
      : undefined;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'autogestion-nginx-'));
  const site = path.join(prefix, 'autogestion.conf');
  const config = readFileSync(path.resolve(__dirname, '../deploy/nginx.conf'), 'utf8');
  writeFileSync(site, siteConfig(config, { root, host, port, apiProxy, apiName, apiCa, tls }));
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, site));
  mkdirSync(path.join(prefix, 'logs'));

  const nginx = spawn(
    process.env.NGINX ?? '/usr/sbin/nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  nginx.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => nginx.kill('SIGQUIT'));
  waitForPort(host, port).then(
    () =>
      console.info(
        `Serving ${path.relative(process.cwd(), root) || '.'} with nginx on ${tls ? 'https' : 'http'}://${host}:${port}`,
      ),
    (error: Error) => {
      console.error(error.message);
      nginx.kill('SIGQUIT');
    },
  );
}

if (require.main === module) main();

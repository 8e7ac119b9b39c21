// The environment variables the build reads, listed once: webpack.config.ts reads them through
// here, and scripts/build-once.ts and webpack's cache hash them from here. A variable the build
// reads must be listed, or either could hand back a build made with another value of it.
import { createHash } from 'node:crypto';

export const BUILD_VARIABLES = [
  'API_MODE',
  'API_URL',
  'API_PROXY',
  'ANALYTICS_ID',
  'PAYMENT_GATEWAY_ORIGINS',
  'PAYMENTS_DISABLED',
  'DEMO_GATEWAY_ORIGIN',
  'DEMO_APP_ORIGIN',
  'PAYMENT_METHODS_URL',
  'SESSION_IDLE_MINUTES',
  'CSP_REPORT_URL',
  'PORT',
] as const;

type BuildVariable = (typeof BUILD_VARIABLES)[number];

/** Each build variable's value in `env`; '' when it is unset. */
export function buildVariables(
  env: NodeJS.ProcessEnv = process.env,
): Record<BuildVariable, string> {
  return Object.fromEntries(BUILD_VARIABLES.map((name) => [name, env[name] ?? ''])) as Record<
    BuildVariable,
    string
  >;
}

/** `NAME=value`, a line for each build variable: what a hash of the build's inputs takes in. */
export function buildVariablesText(env: NodeJS.ProcessEnv = process.env): string {
  return Object.entries(buildVariables(env))
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
}

/**
 * The version of webpack's filesystem cache for a build in `mode` with these variables: a
 * cache written under any other value of either is never read.
 */
export function buildCacheVersion(mode: string, env: NodeJS.ProcessEnv = process.env): string {
  return createHash('sha256')
    .update(`mode=${mode}\n${buildVariablesText(env)}`)
    .digest('hex');
}

// The environment variables the build reads, listed once. webpack.config.ts reads them only
// through here, and the browser tests' builds (scripts/build-once.ts) hash them from here: a
// variable added to the build is added to this list, and so to the hash, which then never hands
// back a build made with another value of it (demo for live, another API_URL or other gateway
// origins).
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

import { config } from './config';

/**
 * Trusted Types (the CSP requires them for every script sink and names the policies allowed:
 * scripts/security-headers.ts). The app's own sink is the service worker's URL; with analytics,
 * Google's tag sets script URLs of its own, so a 'default' policy lets its origin through.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}
const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;

const GOOGLE_TAG = 'https://www.googletagmanager.com/';

function refuse(url: string): never {
  throw new TypeError(`Dirección de script no permitida: ${url}`);
}

const ownPolicy = factory?.createPolicy('autogestion', {
  createScriptURL: (url) => (url === '/sw.js' ? url : refuse(url)),
});

if (config.analyticsId)
  factory?.createPolicy('default', {
    createScriptURL: (url) => (url.startsWith(GOOGLE_TAG) ? url : refuse(url)),
  });

/** The service worker's URL as the browser takes it under Trusted Types (a plain string elsewhere). */
export function serviceWorkerUrl(): string {
  return (ownPolicy?.createScriptURL('/sw.js') ?? '/sw.js') as string;
}

export function contentSecurityPolicy(options?: {
  apiUrl?: string;
  analyticsId?: string;
  inlineScripts?: readonly string[];
  inlineStyles?: readonly string[];
}): string;
export function inlineScripts(html: string): string[];
export function inlineStyles(html: string): string[];
export function scriptHash(text: string): string;
export function nginxSnippet(csp: string): string;
export function isPopupPage(pathname: string, options?: { demoGateway?: boolean }): boolean;
export const STATIC_HEADERS: Record<string, string>;
export const APP_PAGES_COOP: string;

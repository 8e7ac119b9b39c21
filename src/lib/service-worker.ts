import { config } from './config';
import { serviceWorkerUrl } from './trusted-types';

/**
 * The service worker's cache of pages (webpack.config.ts): the HTML of /login and of the app's
 * shell, read only when the network is down. Nothing personal: it outlives a session.
 */
export const SERVICE_WORKER_PAGES_CACHE = 'autogestion-pages';

let registered = false;

/**
 * Registers the Workbox service worker at the site root (production builds) at the browser's
 * first idle moment after the page's load. Returns a way to call it off while it waits: its
 * install precaches every static file, work a sign-in under way must not share the phone with.
 */
export function registerServiceWorkerWhenIdle(): () => void {
  let calledOff = false;
  if (registered || !config.isProduction || !('serviceWorker' in navigator)) return () => {};
  const register = () => {
    if (calledOff || registered) return;
    registered = true;
    navigator.serviceWorker.register(serviceWorkerUrl()).catch(() => {
      // Without a service worker the app works the same, only without the offline precache.
    });
  };
  const registerWhenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
  return () => {
    calledOff = true;
  };
}

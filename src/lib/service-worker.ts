import { serviceWorkerUrl } from './trusted-types';

/**
 * The service worker's cache of pages (webpack.config.ts): the HTML of /login and of the app's
 * shell, read only when the network is down. Nothing personal: it outlives a session.
 */
export const SERVICE_WORKER_PAGES_CACHE = 'autogestion-pages';

/**
 * Registers the Workbox service worker at the site root once the page has loaded and the
 * browser is idle, so that its precache downloads do not compete with the first visit's own
 * files (the page's lazy chunks start after the load event). The app's code may itself run
 * after the load event (the entry, src/startup/, evaluates it after the first paint): then only the
 * idle wait remains.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
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
}

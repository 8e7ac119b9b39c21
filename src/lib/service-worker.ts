/** Registers the Workbox service worker at the site root, after the page has loaded. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app works the same, only without the offline precache.
    });
  });
}

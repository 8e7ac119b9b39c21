/**
 * Registers the Workbox service worker at the site root once the page has loaded, so that its
 * precache downloads never compete with the first visit's own files. The app's code may
 * itself run after the load event (src/index.tsx evaluates it after the first paint): then
 * the page has loaded already and registration happens at once.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app works the same, only without the offline precache.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

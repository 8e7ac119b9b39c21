/**
 * Step 1, painted: /login paints from its HTML before any script runs; its inline script
 * (public/index.html) then asks for the entry and the whole stylesheet, draws the parts below the
 * first screen, then names the favicon and manifest. The signed-in shell waits on this file.
 */

/**
 * Settles once the whole stylesheet is in use (or failed: drawn with /login's rules rather
 * than never). Null when there is nothing to wait for: every page but /login links it, and
 * /login's inline script sets the link's data-after-paint to 'loaded' or 'failed' once it has.
 */
export function fullStylesheetInUse(): Promise<void> | null {
  const link = document.querySelector('link[rel="stylesheet"][data-after-paint=""]');
  if (!link) return null;
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

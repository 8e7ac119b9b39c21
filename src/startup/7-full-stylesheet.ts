/**
 * Step 7, the whole stylesheet: /login painted from its HTML and its inlined rules; its inline
 * script (public/index.html) asked for the whole stylesheet after that paint. The signed-in
 * shell, drawn after the sign-in, waits for it here.
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

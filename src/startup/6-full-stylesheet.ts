/**
 * Step 6, the whole stylesheet: /login painted from its HTML and its inlined rules; its inline
 * script (public/index.html) asks for the whole stylesheet after that paint, once the first
 * press's scripts have arrived. The signed-in shell, drawn after the sign-in, waits for it here.
 */

/**
 * Settles once the whole stylesheet is in use (or failed: drawn with /login's rules rather
 * than never). Null when there is nothing to wait for: every page but /login links it, and
 * /login's inline script sets the link's data-after-paint to 'loaded' or 'failed' once it has.
 */
export function fullStylesheetInUse(): Promise<void> | null {
  const link = document.querySelector<HTMLLinkElement>(
    'link[rel="stylesheet"][data-after-paint=""]',
  );
  if (!link) return null;
  const inUse = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  // The page asks for it after the first press's scripts: a sign-in may come first.
  if (!link.hasAttribute('href') && link.dataset.href) link.href = link.dataset.href;
  return inUse;
}

/**
 * /login links the whole stylesheet for print, so that its first paint waits for nothing but
 * its HTML (the rules its markup uses are inline: scripts/prerender-plugin.ts); the page's own
 * script (public/index.html) turns it to the screen once it has arrived. The pages after
 * sign-in wait for that, so that none is ever drawn with /login's rules alone. Null: nothing to
 * wait for (it is in use, or the page links it in its head, as every other page does).
 */
export function fullStylesheetInUse(): Promise<void> | null {
  const link = document.querySelector('link[data-after-paint][media="print"]');
  if (!link) return null;
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Never arrived (a network gone): the page's load comes once every file has arrived or
    // failed. Drawn with /login's rules rather than never.
    window.addEventListener('load', () => resolve(), { once: true });
    if (document.readyState === 'complete') resolve();
  });
}

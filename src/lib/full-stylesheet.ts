/**
 * /login asks for the whole stylesheet only once it has painted (public/index.html's script;
 * the rules its markup uses are inline: scripts/prerender-plugin.ts), and its link says when
 * it is in use ('loaded') or failed. The pages after sign-in wait for that, so that none is
 * ever drawn with /login's rules alone. Null: nothing to wait for (it has arrived or failed,
 * or the page links it in its head, as every other page does).
 */
export function fullStylesheetInUse(): Promise<void> | null {
  const link = document.querySelector('link[rel="stylesheet"][data-after-paint=""]');
  if (!link) return null;
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Never arrived (a network gone): drawn with /login's rules rather than never.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

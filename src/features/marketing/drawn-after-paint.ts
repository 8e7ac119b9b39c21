/**
 * The mark of /login's parts that sit below a phone's first screen (the branches, the footer).
 * They are in the prerendered HTML like the rest, but the first paint leaves them out: they
 * were more than half of the boxes that paint laid out (189 of them, 85 without).
 * scripts/prerender-plugin.ts sets the mark to "pending", which src/styles/_app.scss hides
 * where scripts run, and public/index.html's script clears it once the page has painted, one
 * part per task. React never writes the mark: it hydrates a part drawn or still pending alike.
 * Rendered by React on the client, the mark is empty and hides nothing.
 */
export const DRAWN_AFTER_PAINT = { 'data-drawn-after-paint': '' } as const;

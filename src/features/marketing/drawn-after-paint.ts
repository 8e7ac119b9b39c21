/**
 * Marks /login's parts below a phone's first screen, left out of its first paint: the prerender
 * sets it "pending" (hidden by _app.scss where scripts run), public/index.html clears it after the
 * paint, one part per task. React never writes it: rendered on the client it is empty.
 */
export const DRAWN_AFTER_PAINT = { 'data-drawn-after-paint': '' } as const;

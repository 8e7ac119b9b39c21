/**
 * Leaving a document with a full page load, and the path a document was loaded at.
 * A page's security headers (Cross-Origin-Opener-Policy above all) come with the document
 * the server sent, not with the route React shows in it.
 */

/** Goes to `path` with a full page load, so that the page comes with its own headers. */
export function loadPage(path: string, { replace = false } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/** The path the server sent this document for (Navigation Timing), before any in-app move. */
export function documentPath(): string | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if (!entry) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

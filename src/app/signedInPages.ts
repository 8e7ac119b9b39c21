/**
 * The code of the shell and home. The router's lazy pages and the sign-in
 * (startup/5-signing-in.ts) load it through these same functions, so that each is one chunk,
 * downloaded once; the other signed-in pages are in pagesAheadCode.ts. /login fetches both ahead
 * once the app has arrived (startup/3-app-loaded.ts). Asked at high priority: the figures wait
 * for them, and the browser would queue a low one behind its prefetches, even from its cache.
 */
export const loadSignedInShell = () =>
  import(/* webpackChunkName: "shell", webpackFetchPriority: "high" */ './SignedInShell');

export const loadHomePage = () =>
  import(
    /* webpackChunkName: "home", webpackFetchPriority: "high" */ '../features/account/HomePage'
  );

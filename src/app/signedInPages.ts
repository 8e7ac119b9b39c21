/**
 * The code of the shell and home. The router's lazy pages and the sign-in
 * (startup/6-signing-in.ts) load it through these same functions, so that each is one chunk,
 * downloaded once; the other signed-in pages are in pagesAheadCode.ts. Prefetched once the app
 * has arrived, after the calls' code (a lower order): home is drawn inside the shell.
 */
export const loadSignedInShell = () =>
  import(/* webpackChunkName: "shell", webpackPrefetch: 1 */ './SignedInShell');

export const loadHomePage = () =>
  import(/* webpackChunkName: "home", webpackPrefetch: true */ '../features/account/HomePage');

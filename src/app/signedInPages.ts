/**
 * The code of the shell and home. The router's lazy pages and the sign-in
 * (startup/6-signing-in.ts) load it through these same functions, so that each is one chunk,
 * downloaded once; the other signed-in pages are in pagesAheadCode.ts.
 */
export const loadSignedInShell = () =>
  import(/* webpackChunkName: "shell", webpackPrefetch: true */ './SignedInShell');

export const loadHomePage = () =>
  import(/* webpackChunkName: "home", webpackPrefetch: true */ '../features/account/HomePage');

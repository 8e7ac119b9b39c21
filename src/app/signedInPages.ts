/**
 * The code of the page a sign-in leads to, most of the time: the signed-in shell and home. The
 * router's lazy pages and the sign-in's head start (signInAhead.ts) load it through these same
 * functions, so that it is one chunk, downloaded once.
 */
export const loadSignedInShell = () =>
  import(/* webpackChunkName: "shell", webpackPrefetch: true */ './SignedInShell');

export const loadHomePage = () =>
  import(/* webpackChunkName: "home", webpackPrefetch: true */ '../features/account/HomePage');

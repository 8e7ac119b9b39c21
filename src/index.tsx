import './styles/main.scss';

/**
 * The entry: only the stylesheet and this. The app's code downloads at once (preloaded) but
 * is evaluated after the first paint, so that the page rendered at build time shows before
 * any script holds the main thread.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import(/* webpackChunkName: "app", webpackPreload: true */ './start').then((app) =>
      app.default(),
    );
  }, 0);
});

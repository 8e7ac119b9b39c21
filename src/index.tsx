import './styles/main.scss';
import { nextTask } from './lib/next-task';

/** The document parsed (this script is `async`: it may arrive before the parser is done). */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * The entry: only the stylesheet and this. The app's code downloads at once (preloaded) but
 * runs after the first paint, so that the page rendered at build time shows before any script
 * holds the main thread; and it is evaluated in two steps, each a task of its own: React's DOM
 * renderer (the largest module, CommonJS, so importing it whole costs nothing), then the app
 * (src/start.tsx goes on yielding between its store and its render). Both are one chunk group
 * ("app"): one download, two evaluations. The other packages are ES modules that webpack trims
 * to what the app uses; importing one of them whole here would undo that.
 */
/**
 * The first paint is near: the next animation frame, or a tenth of a second at most. A tab
 * opened in the background, or a browser too busy to draw, may give no frame for a long
 * time; the app must not wait on it (the page would stay on its static 'Cargando...').
 */
function firstPaintOrShortWait(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });
}

async function startApp() {
  await documentParsed();
  await firstPaintOrShortWait();
  await nextTask();
  await import(/* webpackChunkName: "app", webpackPreload: true */ 'react-dom/client');
  await nextTask();
  const app = await import(/* webpackChunkName: "app" */ './start');
  await app.default();
}

void startApp();

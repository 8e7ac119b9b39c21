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
async function startApp() {
  await documentParsed();
  await new Promise(requestAnimationFrame);
  await nextTask();
  await import(/* webpackChunkName: "app", webpackPreload: true */ 'react-dom/client');
  await nextTask();
  const app = await import(/* webpackChunkName: "app" */ './start');
  await app.default();
}

void startApp();

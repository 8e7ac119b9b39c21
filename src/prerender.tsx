import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

/**
 * Build time only (webpack's prerender step, in Node): a page's HTML as a signed-out
 * visitor's first render draws it, so that it paints before any script runs. It waits for
 * the lazy parts (the demo banner) so that the HTML is complete and holds no script.
 */
export async function renderPage(pathname: string): Promise<string> {
  const { store } = makeStore({ preloadedState: {} });
  const { prelude } = await prerenderToNodeStream(
    <App store={store}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    // One piece: React would otherwise move large parts to the end with an inline script to
    // put them back, which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

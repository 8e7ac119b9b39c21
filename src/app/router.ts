import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AppDispatch } from './store';
import { locationChanged } from './events';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterFactory = (routes: RouteObject[]) => AppRouter;

/**
 * The router, reporting every new location to the store (the first one included): the
 * session ping and the analytics page view both listen for it.
 */
export function createAppRouter(
  dispatch: AppDispatch,
  createRouter: RouterFactory = createBrowserRouter,
): AppRouter {
  const router = createRouter(routes);
  let lastKey: string | null = null;
  const report = ({ key, pathname, search }: AppRouter['state']['location']) => {
    if (key === lastKey) return;
    lastKey = key;
    dispatch(locationChanged({ pathname, search }));
  };
  report(router.state.location);
  router.subscribe((state) => report(state.location));
  return router;
}

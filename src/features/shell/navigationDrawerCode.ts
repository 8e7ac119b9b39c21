import { lazyCode } from '../../lib/lazy-code';

/**
 * The drawer's code (react-bootstrap's Offcanvas and its transitions, about 6 KB gzip) is not
 * on the way to the figures: asked with the pages ahead (app/pagesAhead.ts), or at the first
 * 'Menú' when those have not come yet.
 */
export const loadNavigationDrawer = lazyCode(() =>
  import(/* webpackChunkName: "drawer" */ './NavigationDrawer').then((module) => ({
    default: module.NavigationDrawer,
  })),
);

import { pageCode } from '../../lib/page-code';

/**
 * The drawer's code (react-bootstrap's Offcanvas and its transitions: most of the shell's bytes),
 * not on the way to the figures: asked with the pages ahead (app/pagesAhead.ts), or at the
 * first 'Menú' when those have not come yet.
 */
export const loadNavigationDrawer = pageCode(() =>
  import(/* webpackChunkName: "drawer" */ './NavigationDrawer').then((module) => ({
    default: module.NavigationDrawer,
  })),
);

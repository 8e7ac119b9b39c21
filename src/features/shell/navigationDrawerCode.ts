import type { ComponentType } from 'react';

let arrived: ComponentType | null = null;

/**
 * The drawer's code (react-bootstrap's Offcanvas and its transitions, about 6 KB gzip) is not
 * on the way to the figures: asked with the pages ahead (app/pagesAhead.ts), or at the first
 * 'Menú' when those have not come yet.
 */
export const loadNavigationDrawer = () =>
  import(/* webpackChunkName: "drawer" */ './NavigationDrawer').then((module) => {
    arrived = module.NavigationDrawer;
    return { default: module.NavigationDrawer };
  });

/** The drawer once its code has arrived; null until then. */
export const arrivedNavigationDrawer = (): ComponentType | null => arrived;

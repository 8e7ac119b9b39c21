import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, for this page load. */
const scrolledTo = new Map<string, number>();

/**
 * Back (or Forward) to a long list returns to where it was: the position is kept per history
 * entry while the page shows, and given back once the list is `ready` (its rows rendered).
 * The declarative router has no ScrollRestoration; the browser's own restores too early.
 */
export function useScrollKeptOnBack(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const keep = () => scrolledTo.set(key, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [key]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const top = scrolledTo.get(key);
    if (top !== undefined) window.scrollTo(0, top);
  }, [ready, key, navigationType]);
}

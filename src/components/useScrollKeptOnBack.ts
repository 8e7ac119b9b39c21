import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Session storage: where each entry of this tab's history was scrolled to (by its key). */
const STORAGE_KEY = 'scroll-positions';
const KEPT_ENTRIES = 30;

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function keepPosition(key: string, top: number): void {
  const positions = { ...readPositions(), [key]: top };
  const kept = Object.entries(positions).slice(-KEPT_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused (private browsing): Back simply starts at the top.
  }
}

/**
 * Back or Forward to a long list returns to where it was: kept per history entry in session
 * storage (a reload keeps it too), given back once the rows are `ready`. The declarative router
 * has no ScrollRestoration, and the browser's own runs before the rows are there.
 */
export function useScrollKeptOnBack(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // While the position is given back, the page's scrolls are its own, not the cardholder's.
  const givingBack = useRef(false);

  useEffect(() => {
    const keep = () => {
      if (!givingBack.current) keepPosition(key, window.scrollY);
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [key]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const top = readPositions()[key];
    if (typeof top === 'number') return giveBack(top, givingBack);
  }, [ready, key, navigationType]);
}

/** What the cardholder does that takes the page over from the position given back. */
const OWN_MOVES = ['pointerdown', 'wheel', 'touchstart', 'keydown'];

/**
 * Scrolls to `top`, and again whenever the page's size changes (a font or a part arriving late
 * would otherwise leave it short of the place, or past it), until the cardholder moves the page
 * or leaves it. Returns the clean-up.
 */
function giveBack(top: number, givingBack: { current: boolean }): () => void {
  // 'instant': Bootstrap makes the page's scrolling smooth, which would animate from the top.
  const scroll = () => window.scrollTo({ top, behavior: 'instant' });
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scroll);
  const stop = () => {
    givingBack.current = false;
    resized?.disconnect();
    for (const type of OWN_MOVES) window.removeEventListener(type, stop, true);
  };
  givingBack.current = true;
  scroll();
  resized?.observe(document.body);
  for (const type of OWN_MOVES)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { documentTitle } from '../lib/page-titles';

/** Counts the pages one app instance shows: the first comes with the document's load. */
interface PageArrivals {
  /** A page has arrived; true when it came by a move inside the app (not the first page). */
  arrive: () => boolean;
}

function createPageArrivals(): PageArrivals {
  let shown = 0;
  return { arrive: () => shown++ > 0 };
}

const PageArrivalsContext = createContext<PageArrivals | null>(null);

/** Around the routes: where the pages below learn whether they are the first one shown. */
export function PageArrivalsProvider({ children }: { children: ReactNode }) {
  const [arrivals] = useState(createPageArrivals);
  return <PageArrivalsContext value={arrivals}>{children}</PageArrivalsContext>;
}

/** The browser tab names the page ('Inicio | Autogestión'). */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

/** A location's state for a move that stays on the same page (a filter): no new arrival. */
export const KEEP_FOCUS = { keepFocus: true } as const;

const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepFocus' in state;

/**
 * A page announces itself (docs/behaviour.md#pages-that-announce-themselves): its title, and after
 * a move inside the app the focus on its one `h1` (give it `tabIndex={-1}`). A new location is an
 * arrival even on the same page, unless it comes with KEEP_FOCUS (a filter pressed).
 */
export function usePageHeading(pageTitle: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivals = useContext(PageArrivalsContext);
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  // Back to a filtered list is an arrival like any other: only the filter's own press stays.
  const stays = keepsFocus(state) && navigationType !== 'POP';
  useDocumentTitle(pageTitle);
  // In the page's own commit: a field the person goes to as the page appears (a task later)
  // keeps the focus, and what they type there lands.
  useLayoutEffect(() => {
    if (arrivals?.arrive() && !stays) heading.current?.focus();
  }, [arrivals, key, stays]);
  return heading;
}

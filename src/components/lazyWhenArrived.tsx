import { lazy, useState, type ComponentType } from 'react';
import { loadWhenOnline } from '../lib/chunk-reload';
import type { LazyCode } from '../lib/lazy-code';

/**
 * A component whose code loads lazily (offline, once the connection returns), drawn at once,
 * with no Suspense fallback, when its code has already arrived (lib/lazy-code.ts). Each mount
 * decides once, so that nothing mounted is ever drawn again as another component.
 */
export function lazyWhenArrived(load: LazyCode<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(() => loadWhenOnline(load));
  return function DrawnWhenItsCodeIsIn() {
    const [Arrived] = useState(() => load.arrived?.default);
    return Arrived ? <Arrived /> : <Lazy />;
  };
}

/**
 * A component's lazy code: its loader, which remembers the module once it has arrived, so that
 * it is drawn at once (components/lazyWhenArrived.tsx). A lazy component suspends even when its
 * code is in (an import() resolves a microtask later); outside a transition React then shows
 * the Suspense fallback, and reveals what it stood for no sooner than 300 ms after.
 */
export interface LazyCode<Module> {
  (): Promise<Module>;
  /** The module, once a load has resolved; null until then. */
  arrived: Module | null;
}

export function lazyCode<Module>(load: () => Promise<Module>): LazyCode<Module> {
  const code = Object.assign(
    () =>
      load().then((module) => {
        code.arrived = module;
        return module;
      }),
    { arrived: null as Module | null },
  );
  return code;
}

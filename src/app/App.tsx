import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  /** The router with the app's routes: BrowserRouter in the browser, memory or static elsewhere. */
  children: ReactNode;
}

/**
 * The store (already holding what redux-persist read back from local storage) and the router,
 * under the root error boundary.
 */
export function App({ store, children }: AppProps) {
  return (
    <ErrorBoundary>
      <Provider store={store}>{children}</Provider>
    </ErrorBoundary>
  );
}

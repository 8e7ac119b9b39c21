import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import type { AppStore } from './store';
import type { AppRouter } from './router';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}

export function App({ store, persistor, router }: AppProps) {
  return (
    <Provider store={store}>
      {/* The session is read from storage before any guard decides where the visitor goes. */}
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}

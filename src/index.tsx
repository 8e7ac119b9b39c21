import { createRoot } from 'react-dom/client';
import './styles/main.scss';
import { App } from './app/App';
import { config } from './app/config';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { selectIsSignedIn } from './features/auth/credentialsSlice';
import { followSessionOfOtherTabs } from './features/auth/sessionListeners';
import { createAnalytics } from './lib/analytics';
import { registerServiceWorker } from './lib/service-worker';
import { waitForProvider } from './services/api';

// Written literally so that webpack drops the whole mock API from a live build.
if (process.env.API_MODE !== 'live') {
  waitForProvider(
    import(/* webpackChunkName: "mock-api" */ '../mocks/browser').then((mock) =>
      mock.startMockApi(),
    ),
  );
}

const analytics = createAnalytics({
  measurementId: config.analyticsId,
  environment: config.isProduction ? 'production' : 'development',
});
const { store, persistor } = makeStore({ analytics });
const router = createAppRouter(store.dispatch);
followSessionOfOtherTabs(store.dispatch, () => selectIsSignedIn(store.getState()));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App store={store} persistor={persistor} router={router} />);

if (config.isProduction) registerServiceWorker();

import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { App } from '../../src/app/App';
import { AppRoutes } from '../../src/app/router';
import type { Persistor } from 'redux-persist';
import { makeStore, type RootState, type StartingState } from '../../src/app/store';
import { wireApp } from '../../src/app/wireApp';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { availableLocalStorage, readStoredItem } from '../../src/lib/stored-slice';
import type { ProviderOptions } from '../../src/services/api';
import { sendFieldReportsTo, silentAnalytics, type Analytics } from '../../src/lib/analytics';
import { makeServer, type MockServer } from '../../mocks/server';
import type { CardholderRecord, PaymentRecord } from '../../mocks/records';
import { storedSession } from '../../src/services/session/sessionSlice';
import { answerAsTheOrigin } from './app-origin';

/** The Mirage mock API with no latency and no seeds; shut it down after each test. */
export function startTestServer(): MockServer {
  const server = makeServer({ environment: 'test' });
  answerAsTheOrigin(server);
  return server;
}

/** What a test says of a cardholder; the mock API's factory fills in the rest. */
type CardholderAttributes = Partial<Omit<CardholderRecord, 'id'>>;
/** What a test says of one of the cardholder's payments (factory defaults for the rest; its id too). */
type PaymentAttributes = Partial<Omit<PaymentRecord, 'cardholderId'>>;

/** A cardholder in the mock API, and a session whose token a test can preload. */
export function createSignedInCardholder(
  server: MockServer,
  attributes: CardholderAttributes = {},
) {
  const cardholder = server.create('cardholder', attributes);
  const token = `token-${cardholder.id}`;
  server.create('session', { token, cardholderId: cardholder.id });
  return { cardholder, token };
}

export function signedInState(token: string): Partial<RootState> {
  return { session: storedSession(token) } as Partial<RootState>;
}

/** What each test's app left listening (the other tabs' storage events), stopped after it. */
const stopAfterTest: (() => void)[] = [];
/**
 * Each test's stores: a store outlives its test (its listeners, its calls), and would write
 * into the next test's storage. Once the test ends they write nothing more.
 */
const persistorsOfTest: Persistor[] = [];
afterEach(async () => {
  for (const stop of stopAfterTest.splice(0)) stop();
  const persistors = persistorsOfTest.splice(0);
  for (const persistor of persistors) persistor.pause();
  // What was queued before the end is written now, then wiped with the rest.
  await Promise.all(persistors.map((persistor) => persistor.flush()));
  window.localStorage.clear();
});

/** The app's store as makeStore makes it, written to storage only while its test runs. */
export function makeTestStore(options?: Parameters<typeof makeStore>[0]) {
  const made = makeStore(options);
  persistorsOfTest.push(made.persistor);
  return made;
}

/**
 * The provider API as tests run it: a failing GET is still retried (sent 3 times), but with
 * 1 ms, then 2 ms between tries, so that a failure takes no longer than a success.
 */
export const TEST_PROVIDER_OPTIONS: ProviderOptions = { retryBaseDelayMs: 1 };

/** Where the persisted slices are kept (the spec's keys). */
const PERSISTED_KEYS = [STORAGE_KEYS.credentials, STORAGE_KEYS.payment, STORAGE_KEYS.userData];

interface RenderAppOptions {
  route?: string;
  preloadedState?: StartingState;
  analytics?: Analytics;
}

/** Where the app is, and a way to go elsewhere, as the address bar would. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => void;
}

type Navigate = ReturnType<typeof useNavigate>;

/** Reports, after every render, the router's location and its navigate function. */
function RouterProbe({ report }: { report: (location: Location, navigate: Navigate) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => report(location, navigate));
  return null;
}

/**
 * The whole app, wired by src/app/wireApp.ts as src/startup/4-app-live.tsx wires it (docs/testing.md),
 * on a memory router at `route`: LoginRoute, its `signIn` and the guards are the real ones; none of
 * steps 0 to 4 runs (no inline script, no `start()`, no hydration). The store starts from `preloadedState` alone (earlier stored slices removed
 * first); without one, storage must hold no slice: a test of a reload uses renderAppFromStorage.
 */
export function renderApp(options: RenderAppOptions = {}) {
  const storage = availableLocalStorage();
  if (options.preloadedState) for (const key of PERSISTED_KEYS) storage?.removeItem(key);
  const stored = PERSISTED_KEYS.filter((key) => readStoredItem(storage, key) !== null);
  if (stored.length > 0)
    throw new Error(`Stored ${stored.join(', ')}: renderAppFromStorage reads them back first.`);
  return draw(wire(options), options);
}

/** The app as a reload starts it: what an earlier visit stored read back, then drawn. */
export async function renderAppFromStorage(options: Omit<RenderAppOptions, 'preloadedState'> = {}) {
  const wired = wire(options);
  await act(() => wired.rehydrated);
  return draw(wired, options);
}

function wire({ route = '/', preloadedState, analytics }: RenderAppOptions) {
  const wired = wireApp({
    pathname: new URL(route, 'http://localhost').pathname,
    preloadedState,
    analytics,
    provider: TEST_PROVIDER_OPTIONS,
  });
  stopAfterTest.push(wired.stopFollowing);
  persistorsOfTest.push(wired.persistor);
  // Errors are reported where the entry points them (src/startup/1-app-starts.ts): to the app's analytics.
  if (analytics) {
    sendFieldReportsTo(analytics);
    stopAfterTest.push(() => sendFieldReportsTo(silentAnalytics));
  }
  return wired;
}

function draw(
  { store, persistor, stopFollowing }: ReturnType<typeof wire>,
  { route = '/' }: RenderAppOptions,
) {
  const router = { state: {} } as TestRouter;
  const report = (location: Location, navigate: Navigate) => {
    router.state.location = location;
    router.navigate = (to) => void navigate(to);
  };
  const user = userEvent.setup();
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <RouterProbe report={report} />
      </MemoryRouter>
    </App>,
  );
  /**
   * The page is gone (a reload, a closed tab): what it stored is written, then its store writes
   * nothing more and follows neither the other tabs nor the connection, as no unloaded page does.
   * Paused before the flush: an update the flush's act() lets run would otherwise be written by
   * redux-persist's timer after the next page has started (no unloaded page's timer runs).
   */
  const leave = async () => {
    await act(() => {
      persistor.pause();
      return persistor.flush();
    });
    stopFollowing();
    view.unmount();
  };
  return { ...view, store, persistor, router, user, leave };
}

interface SignedInOptions extends RenderAppOptions {
  /** The cardholder's details and figures. */
  cardholder?: CardholderAttributes;
  /** Payments the cardholder already made (payments/ lists them by `created_at`, newest first). */
  payments?: PaymentAttributes[];
}

/**
 * The whole app signed in, on `route` (home by default): a cardholder and their payments in
 * the mock API, and their session's token in the store, as a reload after signing in finds it.
 */
export function renderSignedIn(
  server: MockServer,
  { cardholder: attributes, payments = [], preloadedState, ...options }: SignedInOptions = {},
) {
  const { cardholder, token } = createSignedInCardholder(server, attributes);
  for (const payment of payments) {
    server.create('payment', { ...payment, cardholderId: cardholder.id });
  }
  const view = renderApp({
    ...options,
    preloadedState: { ...signedInState(token), ...preloadedState },
  });
  return { ...view, cardholder, token };
}

/** The demo's María (DNI 30111222, card digits 45678901) in the mock API, as tests sign in. */
export function createMaria(server: MockServer) {
  return server.create('cardholder', {
    name: 'María Fernández',
    dni: '30111222',
    last_digits: '45678901',
    available: 350000,
    balance: 84350.75,
  });
}

/** Analytics that remembers the page views and the errors ('kind code') it was given. */
export function recordingAnalytics(): Analytics & { pageViews: string[]; errors: string[] } {
  const pageViews: string[] = [];
  const errors: string[] = [];
  return {
    pageViews,
    errors,
    pageView: (path) => void pageViews.push(path),
    error: (kind, code) => void errors.push(`${kind} ${code}`),
    measureVitals: () => undefined,
  };
}

export interface SentRequest {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
}

/**
 * Every request the app sent to the provider API, in order (Mirage's trackRequests). The
 * demo's own routes (/api/demo/: the demo banner's list, the scenario switch) are the mock's,
 * not the provider's, and a live build never calls them: they are left out.
 */
export function sentRequests(server: MockServer): SentRequest[] {
  return demoAndProviderRequests(server).filter(
    (request) => !new URL(request.url, 'http://localhost').pathname.startsWith('/api/demo/'),
  );
}

/** Every request the mock server answered, the demo's own routes (/api/demo/) included. */
export function demoAndProviderRequests(server: MockServer): SentRequest[] {
  return (server.pretender as unknown as { handledRequests: SentRequest[] }).handledRequests;
}

/** The Authorization header of a request, whatever case the fetch polyfill gave its name. */
export function authorizationOf(request: SentRequest | undefined): string | undefined {
  return request?.requestHeaders.authorization ?? request?.requestHeaders.Authorization;
}

/**
 * The page's `h1` (or the heading `options` name) once it has the focus: a page moves it there
 * in an effect, a moment after it is drawn.
 */
export async function headingWithFocus(options: ByRoleOptions = { level: 1 }) {
  const heading = await screen.findByRole('heading', options);
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

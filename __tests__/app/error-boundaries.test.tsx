import { act, render, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import { App } from '../../src/app/App';
import type * as PaymentPageModule from '../../src/features/payment/page/PaymentPage';
import { withMockProvider } from '../support/mock-provider';
import {
  makeTestStore,
  recordingAnalytics,
  renderApp,
  renderSignedIn,
  signedInState,
} from '../support/test-utils';

/**
 * Faults set at module level (never in a hook): /payment throws while rendering when asked to,
 * and the not-found page's chunk fails to download. React.lazy remembers a failed import for the
 * whole file, so the not-found page fails in every test here, as each of them wants.
 */
const mockFaults = { paymentPageThrows: false };

jest.mock('../../src/features/payment/page/PaymentPage', () => {
  const actual = jest.requireActual<typeof PaymentPageModule>(
    '../../src/features/payment/page/PaymentPage',
  );
  const { createElement } = jest.requireActual<typeof React>('react');
  function PaymentPageWithFault() {
    if (mockFaults.paymentPageThrows) throw new Error('fallo de prueba al dibujar');
    return createElement(actual.default);
  }
  return { __esModule: true, default: PaymentPageWithFault, PaymentPage: PaymentPageWithFault };
});

jest.mock('../../src/app/NotFoundPage', () => {
  // webpack's own error for a script chunk that failed (JSONP chunk loading).
  const error = new Error(
    'Loading chunk not-found failed.\n(error: http://localhost/static/js/not-found.1a2b3c4d.chunk.js)',
  );
  error.name = 'ChunkLoadError';
  throw error;
});

const server = withMockProvider();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockFaults.paymentPageThrows = false;
  window.sessionStorage.clear();
  // React reports every error a boundary catches on the console in development, and jsdom
  // reports every navigation it cannot do (window.location.reload() included): both expected.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const JSDOM_NAVIGATION = 'Not implemented: navigation (except hash changes)';

/** Every error object written to the console (React writes '%o' and the error after it). */
function loggedErrors(): { message?: unknown; name?: unknown }[] {
  return consoleError.mock.calls
    .flat()
    .filter((arg): arg is object => typeof arg === 'object' && arg !== null && 'message' in arg);
}

/**
 * jsdom cannot reload a page and window.location cannot be spied on there: each call to
 * window.location.reload() reaches the console as jsdom's "not implemented" navigation.
 */
function reloadsRequested(): number {
  return loggedErrors().filter((error) => error.message === JSDOM_NAVIGATION).length;
}

/** What React reported as caught by a boundary (development only; never on screen). */
function caughtErrors() {
  return loggedErrors().filter((error) => error.message !== JSDOM_NAVIGATION);
}

function expectWayBack(alert: HTMLElement) {
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/');
}

describe('a page that throws while rendering', () => {
  test("shows 'Algo salió mal' with Reintentar and Volver a inicio inside the shell", async () => {
    mockFaults.paymentPageThrows = true;
    renderSignedIn(server(), { route: '/payment', cardholder: { available: 1000 } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expectWayBack(alert);
    // The shell stays: the top bar still offers the menu and the options.
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opciones' })).toBeInTheDocument();
    expect(screen.queryByText(/fallo de prueba/)).not.toBeInTheDocument();
    expect(caughtErrors()).toContainEqual(
      expect.objectContaining({ message: 'fallo de prueba al dibujar' }),
    );
    expect(reloadsRequested()).toBe(0);
  });

  test("analytics hears 'boundary' with the error's name, never its message", async () => {
    mockFaults.paymentPageThrows = true;
    const analytics = recordingAnalytics();
    renderSignedIn(server(), { route: '/payment', cardholder: { available: 1000 }, analytics });
    await screen.findByRole('alert');
    expect(analytics.errors).toEqual(['boundary Error']);
  });

  test('going to another page leaves the message behind', async () => {
    mockFaults.paymentPageThrows = true;
    const { user, router } = renderSignedIn(server(), {
      route: '/payment',
      cardholder: { available: 1000 },
    });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();

    // No figures settled on this page: the drawer's code comes at this first 'Menú'.
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inicio' }),
    );

    expect(await screen.findByText('$ 1,000.00')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).not.toBeInTheDocument();

    // Back on the page, once it no longer throws, it shows as usual.
    mockFaults.paymentPageThrows = false;
    await act(() => router.navigate('/payment'));
    expect(
      await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Reintentar shows the page again once it no longer throws, with no reload', async () => {
    mockFaults.paymentPageThrows = true;
    const { user } = renderSignedIn(server(), {
      route: '/payment',
      cardholder: { available: 1000 },
    });
    const alert = await screen.findByRole('alert');

    mockFaults.paymentPageThrows = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(
      await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).not.toBeInTheDocument();
    expect(reloadsRequested()).toBe(0);
  });
});

describe("a page whose code fails to download (webpack's ChunkLoadError)", () => {
  // First: React.lazy keeps the first failure it sees for the rest of the file.
  test('offline: no reload, the page waits under the banner; back online its code is asked again', async () => {
    let online = false;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    renderSignedIn(server(), { route: '/no-existe' });
    expect(
      await screen.findByText('Sin conexión. Te mostramos lo último que cargamos.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reloadsRequested()).toBe(0);

    // The code is asked again; here it still fails, now with the network answering: the reload.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(reloadsRequested()).toBe(1));
  });

  test("analytics hears 'chunk' with the chunk's name, before the reload", async () => {
    const analytics = recordingAnalytics();
    renderSignedIn(server(), { route: '/no-existe', analytics });
    await waitFor(() => expect(reloadsRequested()).toBe(1));
    expect(analytics.errors).toEqual(['chunk not-found']);
  });

  test('reloads once by itself; when it fails again, the message with Reintentar', async () => {
    const { unmount, token } = renderSignedIn(server(), { route: '/no-existe' });

    await waitFor(() => expect(reloadsRequested()).toBe(1));
    // While the browser reloads, the page waits instead of showing an error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Cargando...');

    // The reloaded page (same tab, same session storage) finds the code missing again.
    unmount();
    const { user } = renderApp({ route: '/no-existe', preloadedState: signedInState(token) });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No pudimos cargar esta página' }),
    ).toBeInTheDocument();
    expectWayBack(alert);
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(reloadsRequested()).toBe(1);

    // Reintentar loads the page again: the code can only arrive with a new load.
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(reloadsRequested()).toBe(2);
    expect(caughtErrors()).toContainEqual(expect.objectContaining({ name: 'ChunkLoadError' }));
  });

  test('without session storage (disabled) there is no automatic reload: the message at once', async () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderSignedIn(server(), { route: '/no-existe' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No pudimos cargar esta página' }),
    ).toBeInTheDocument();
    expectWayBack(alert);
    expect(reloadsRequested()).toBe(0);
  });
});

test('the root boundary catches what no page boundary does, with the same way back', () => {
  function BrokenRouter(): never {
    throw new Error('fallo fuera de las páginas');
  }
  const { store } = makeTestStore({ preloadedState: {} });
  render(
    <App store={store}>
      <BrokenRouter />
    </App>,
  );

  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
  expectWayBack(alert);
  expect(caughtErrors()).toContainEqual(
    expect.objectContaining({ message: 'fallo fuera de las páginas' }),
  );
});

import { act, screen, waitFor, within } from '@testing-library/react';
import {
  createAnalytics,
  errorCodeOf,
  errorEvent,
  sendFieldReportsTo,
  silentAnalytics,
  vitalEvent,
  withoutRepeats,
  type VitalMetric,
} from '../../src/lib/analytics';
// The GA script tag is not UI: reading <head> directly is the point of these checks.
/* eslint-disable testing-library/no-node-access */
import { withMockProvider } from '../support/mock-provider';
import { recordingAnalytics, renderSignedIn } from '../support/test-utils';

const server = withMockProvider();

test('one page view per navigation, the first one included, with the path only', async () => {
  const analytics = recordingAnalytics();
  const { router, user } = renderSignedIn(server(), { cardholder: { available: 10 }, analytics });
  await screen.findByText('$ 10.00');
  expect(analytics.pageViews).toEqual(['/']);

  await act(() => router.navigate('/payment?amount=10.00'));
  await screen.findByRole('heading', { name: '¿Cuánto vas a pagar?' });
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await screen.findByText('$ 10.00');

  await waitFor(() => expect(analytics.pageViews).toEqual(['/', '/payment', '/']));
});

test('analytics make no network call in tests, even with a measurement id', () => {
  const analytics = createAnalytics({ measurementId: 'G-TEST123', environment: 'test' });
  analytics.pageView('/');
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  expect(window.gtag).toBeUndefined();
});

test('with a measurement id outside tests, GA4 is loaded once and receives page views by hand', () => {
  const analytics = createAnalytics({ measurementId: 'G-ABC123', environment: 'production' });
  analytics.pageView('/login');
  const scripts = document.querySelectorAll(
    'script[src*="googletagmanager.com/gtag/js?id=G-ABC123"]',
  );
  expect(scripts).toHaveLength(1);
  const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(calls).toContainEqual(['config', 'G-ABC123', { send_page_view: false }]);
  expect(calls).toContainEqual([
    'event',
    'page_view',
    expect.objectContaining({ page_path: '/login' }),
  ]);
});

test('a second view of the path just counted is not counted again; the next page is', () => {
  const views: string[] = [];
  const analytics = withoutRepeats({ ...silentAnalytics, pageView: (path) => views.push(path) });
  // The entry counts /login's landing; the app, once started, reports the same location.
  analytics.pageView('/login');
  analytics.pageView('/login');
  analytics.pageView('/');
  analytics.pageView('/login');
  expect(views).toEqual(['/login', '/', '/login']);
});

test("with a measurement id, a payment's detail reaches gtag as its route '/payments/:id', never its id", async () => {
  const analytics = createAnalytics({ measurementId: 'G-ABC123', environment: 'production' });
  // A stub in gtag.js's place: what the page hands it is what Google would receive.
  const sent: unknown[][] = [];
  window.gtag = (...args: unknown[]) => void sent.push(args);
  const { router, user } = renderSignedIn(server(), {
    route: '/payments',
    payments: [{ id: 'OP.123', amount: 1000, status_name: 'Acreditado' }],
    analytics,
  });
  const history = await screen.findByRole('region', { name: /de \d{4}$/ });
  await user.click(within(history).getByRole('link', { name: /\$ 1,000\.00/ }));
  await screen.findByText('OP.123');
  await act(() => router.navigate('/payments/OP%252E1'));
  await screen.findByRole('heading', { level: 1, name: 'No encontramos ese pago' });

  const pageViews = sent.filter(([kind, name]) => kind === 'event' && name === 'page_view');
  expect(pageViews.map(([, , params]) => params)).toEqual([
    { page_path: '/payments', page_location: `${window.location.origin}/payments` },
    { page_path: '/payments/:id', page_location: `${window.location.origin}/payments/:id` },
    { page_path: '/payments/:id', page_location: `${window.location.origin}/payments/:id` },
  ]);
  expect(JSON.stringify(sent)).not.toMatch(/OP/);
});

describe('field metrics and errors', () => {
  // The library's own measures need a real browser: here each registration is kept, and a test
  // hands it a metric as web-vitals would (its browser test: __tests__/e2e-live/field-metrics.spec.ts).
  const mockVitals: { name: string; report: (metric: VitalMetric) => void }[] = [];
  jest.mock('web-vitals', () => {
    const on = (name: string) => (report: (metric: VitalMetric) => void) =>
      void mockVitals.push({ name, report });
    return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
  });
  const reportVital = (metric: VitalMetric) =>
    mockVitals.find(({ name }) => name === metric.name)?.report(metric);

  /** What the page handed gtag, from here on: a stub in gtag.js's place. */
  function stubGtag() {
    const analytics = createAnalytics({ measurementId: 'G-ABC123', environment: 'production' });
    const sent: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void sent.push(args);
    return { analytics, events: (name: string) => sent.filter((call) => call[1] === name) };
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    sendFieldReportsTo(silentAnalytics);
  });

  test("an error event names its kind, a short code and the page's route, never a message", () => {
    window.history.replaceState(null, '', '/payments/OP.123');
    expect(errorEvent('schema', 'getPayments')).toEqual({
      error_kind: 'schema',
      error_code: 'getPayments',
      page_path: '/payments/:id',
      page_location: `${window.location.origin}/payments/:id`,
    });
    expect(errorCodeOf(new TypeError('DNI 27345678 no encontrado'))).toBe('TypeError');
    expect(errorCodeOf('texto suelto')).toBe('string');
    expect(errorEvent('uncaught', 'Ana Pereyra, DNI 27345678').error_code).toBe('unknown');
  });

  test("a metric's event: its value, delta, id and rating as numbers and words, and the page's route", () => {
    window.history.replaceState(null, '', '/payments/OP.123');
    expect(
      vitalEvent({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v5-1-2', rating: 'good' }),
    ).toEqual({
      value: 1234.5,
      metric_id: 'v5-1-2',
      metric_value: 1234.5,
      metric_rating: 'good',
      page_path: '/payments/:id',
      page_location: `${window.location.origin}/payments/:id`,
    });
  });

  test('LCP, INP and CLS reach gtag as events of their names once measuring starts, and only once', async () => {
    const { analytics, events } = stubGtag();
    analytics.measureVitals();
    analytics.measureVitals();
    await waitFor(() => expect(mockVitals.map(({ name }) => name)).toEqual(['LCP', 'INP', 'CLS']));
    reportVital({ name: 'LCP', value: 900, delta: 900, id: 'v5-a', rating: 'good' });
    reportVital({ name: 'INP', value: 80, delta: 80, id: 'v5-b', rating: 'good' });
    reportVital({ name: 'CLS', value: 0.01, delta: 0.01, id: 'v5-c', rating: 'good' });
    expect(events('LCP')).toEqual([['event', 'LCP', expect.objectContaining({ value: 900 })]]);
    expect(events('INP')).toEqual([['event', 'INP', expect.objectContaining({ value: 80 })]]);
    expect(events('CLS')).toEqual([['event', 'CLS', expect.objectContaining({ value: 0.01 })]]);
  });

  test('an uncaught error and an unhandled rejection reach gtag by kind and name only', () => {
    const { analytics, events } = stubGtag();
    sendFieldReportsTo(analytics);
    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('27345678'), message: '27345678' }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: new TypeError('Ana Pereyra'),
    });
    window.dispatchEvent(rejection);
    expect(events('exception').map(([, , params]) => params)).toEqual([
      expect.objectContaining({ error_kind: 'uncaught', error_code: 'RangeError' }),
      expect.objectContaining({ error_kind: 'rejection', error_code: 'TypeError' }),
    ]);
    expect(JSON.stringify(events('exception'))).not.toMatch(/27345678|Ana/);
  });

  test("an answer its schema refuses is reported as 'schema' with its endpoint's name", async () => {
    const analytics = recordingAnalytics();
    server().get('account/', () => ({ data: { credit: 'ninguno' } }));
    renderSignedIn(server(), { analytics });
    await screen.findByText('No pudimos cargar los datos de tu tarjeta.');
    expect(analytics.errors).toEqual(['schema getAccount']);
  });
});

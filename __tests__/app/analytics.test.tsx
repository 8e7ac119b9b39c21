import { act, screen, waitFor, within } from '@testing-library/react';
import { createAnalytics, withoutRepeats } from '../../src/lib/analytics';
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
  await user.click(screen.getByRole('link', { name: 'Cancelar' }));
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
  const analytics = withoutRepeats({ pageView: (path) => views.push(path) });
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

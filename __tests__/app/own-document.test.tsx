/**
 * The pages of the payment popup are served without Cross-Origin-Opener-Policy; an app page
 * is never shown inside such a document (src/app/RequireOwnDocument.tsx): moving there is a
 * full page load, which brings the app page's own headers.
 */
import { screen } from '@testing-library/react';
import * as pageLoad from '../../src/lib/page-load';
import { withMockProvider } from '../support/mock-provider';
import { renderApp, renderSignedIn } from '../support/test-utils';

const server = withMockProvider();
let loads: jest.SpyInstance;
beforeEach(() => {
  loads = jest.spyOn(pageLoad, 'loadPage').mockImplementation(() => undefined);
});

/** The path the server sent the document for (Navigation Timing, which jsdom lacks). */
function servedAt(pathname: string) {
  jest.spyOn(pageLoad, 'documentPath').mockReturnValue(pathname);
}

test.each([
  ['/payment/success', '/'],
  ['/payment/error', '/payment?amount=10'],
  ['/payment/frame', '/404'],
  ['/payment/success/', '/login'],
])(
  'in a document served for %s, %s is loaded as a new page, never shown in it',
  async (document, route) => {
    servedAt(document);
    renderSignedIn(server(), { route });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    expect(loads).toHaveBeenCalledWith(route, { replace: true });
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'INGRESAR' })).not.toBeInTheDocument();
  },
);

test('in a document served for the app, its pages are shown as usual', async () => {
  servedAt('/');
  const { router, user } = renderSignedIn(server(), { cardholder: { balance: 84350.75 } });
  // Pagar works once the balance is known (home's code arrives lazily: slow beside the other lanes).
  await screen.findByText('$ 84,350.75', {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByLabelText('Monto a pagar')).toHaveValue('$ 84,350.75');
  expect(router.state.location.pathname).toBe('/payment');
  expect(loads).not.toHaveBeenCalled();
});

test('the popup pages themselves are shown in their own document', async () => {
  servedAt('/payment/success');
  renderApp({ route: '/payment/success' });
  expect(await screen.findByRole('heading', { name: 'Operación exitosa' })).toBeInTheDocument();
  expect(loads).not.toHaveBeenCalled();
});

test.each(['/payment//frame', '/payment/frame//', '/demo-gateway/nada', '/no-existe'])(
  'a 404 in a document served for %s (a server may have sent it without COOP) is shown; Volver a inicio loads home as a new page',
  async (document) => {
    servedAt(document);
    const { user } = renderSignedIn(server(), { route: document });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos esta página' }),
    ).toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Volver a inicio' }));
    expect(loads).toHaveBeenCalledWith('/', { replace: true });
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  },
);

/**
 * Pages announce themselves: each names itself in the browser tab and has one
 * `h1`, which takes the focus when the cardholder comes from another page of the app (never
 * on the document's first page).
 */
import { act, screen, within } from '@testing-library/react';
import { withMockProvider } from '../support/mock-provider';
import { headingWithFocus, renderApp, renderSignedIn } from '../support/test-utils';

const server = withMockProvider();

function theOneHeading() {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0];
}

test('the first page names itself and leaves the focus alone; every page after takes it to its heading', async () => {
  const { user, router } = renderSignedIn(server(), {
    cardholder: { available: 5000, balance: 20 },
  });
  expect(await screen.findByText('$ 5,000.00')).toBeInTheDocument();
  expect(document.title).toBe('Inicio | Autogestión');
  expect(theOneHeading()).toHaveAccessibleName('Tu tarjeta');
  expect(document.body).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  await headingWithFocus({ name: '¿Cuánto vas a pagar?' });
  expect(theOneHeading()).toHaveAccessibleName('¿Cuánto vas a pagar?');
  expect(document.title).toBe('Pagar tu tarjeta | Autogestión');

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await headingWithFocus({ name: 'Tu tarjeta' });
  expect(document.title).toBe('Inicio | Autogestión');

  await act(() => router.navigate('/no-existe'));
  await headingWithFocus({ name: 'No encontramos esta página' });
  expect(document.title).toBe('Página no encontrada | Autogestión');

  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const drawer = await screen.findByRole('dialog');
  await user.click(within(drawer).getByRole('button', { name: 'Inicio' }));
  await headingWithFocus({ name: 'Tu tarjeta' });
  expect(document.title).toBe('Inicio | Autogestión');
});

test.each([
  ['/login', 'Ingresar | Autogestión', 'Ingresá a Autogestión'],
  ['/payment/success', 'Operación exitosa | Autogestión', 'Operación exitosa'],
  ['/payment/error', 'Error en el pago | Autogestión', 'Error en el pago'],
])('%s is titled %s, with one h1, and the focus left alone', async (route, title, heading) => {
  renderApp({ route });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  theOneHeading();
  expect(document.title).toBe(title);
  expect(document.body).toHaveFocus();
});

test('a visitor sent to /login from a signed-in page on the first load is not moved: it is the first page', async () => {
  renderApp({ route: '/payment' });
  expect(await screen.findByRole('heading', { name: 'Ingresá a Autogestión' })).not.toHaveFocus();
  expect(document.title).toBe('Ingresar | Autogestión');
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { withMockProvider } from '../../support/mock-provider';
import { demoAndProviderRequests, renderSignedIn } from '../../support/test-utils';

const server = withMockProvider();

const DONE = 'Reiniciamos la demostración: todo volvió a como estaba al principio.';

/** Requests the app sent to the demo's reset route. */
const resetCalls = () =>
  demoAndProviderRequests(server()).filter((request) => request.url.endsWith('/api/demo/reset/'));

/** Home signed in, Opciones open, then 'Reiniciar la demostración': the question. */
async function askToReset() {
  const view = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  await view.user.click(screen.getByRole('button', { name: 'Opciones' }));
  const options = await screen.findByRole('dialog', { name: 'Opciones' });
  const resetButton = await within(options).findByRole('button', {
    name: 'Reiniciar la demostración',
  });
  await view.user.click(resetButton);
  const question = await screen.findByRole('dialog', { name: '¿Reiniciar la demostración?' });
  return { ...view, options, resetButton, question };
}

afterEach(() => window.sessionStorage.clear());

test('Reiniciar la demostración asks first, with the focus in the question', async () => {
  const { question } = await askToReset();
  expect(within(question).getByRole('button', { name: 'Reiniciar' })).toBeInTheDocument();
  expect(within(question).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  // The dialog itself has the focus (its question is read): a Tab goes on to its buttons.
  await waitFor(() => expect(question).toHaveFocus());
  expect(resetCalls()).toHaveLength(0);
});

test('Cancelar changes nothing: no reset, still signed in, the focus back on the reset button', async () => {
  const { user, router, question, options, resetButton } = await askToReset();
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }));

  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: '¿Reiniciar la demostración?' }),
    ).not.toBeInTheDocument(),
  );
  await waitFor(() => expect(resetButton).toHaveFocus());
  expect(options).toBeInTheDocument();
  expect(resetCalls()).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/');
});

test('Escape is Cancelar: only the question closes', async () => {
  const { user, router, resetButton } = await askToReset();
  await user.keyboard('{Escape}');

  await waitFor(() => expect(resetButton).toHaveFocus());
  expect(screen.getByRole('dialog', { name: 'Opciones' })).toBeInTheDocument();
  expect(resetCalls()).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/');
});

test('Reiniciar resets the demo, ends the session, and /login says it was done, once', async () => {
  const { user, router, question } = await askToReset();
  await user.click(within(question).getByRole('button', { name: 'Reiniciar' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(resetCalls()).toHaveLength(1);
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  expect(await within(banner).findByText(DONE)).toHaveAttribute('role', 'status');
  expect(screen.getAllByText(DONE)).toHaveLength(1);
  // Signed out: home leads back to /login, whose banner says it no more.
  await act(() => router.navigate('/'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await screen.findByRole('region', { name: 'Modo demostración' });
  expect(screen.queryByText(DONE)).not.toBeInTheDocument();
});

test('a failed reset says so in the question and keeps the session', async () => {
  server().namespace = 'api/demo';
  server().post('reset/', () => new Response(500, {}, {}));
  const { user, router, question } = await askToReset();
  await user.click(within(question).getByRole('button', { name: 'Reiniciar' }));

  expect(await within(question).findByRole('alert')).toHaveTextContent(
    'No pudimos reiniciar la demostración. Intentá nuevamente.',
  );
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByRole('dialog', { name: 'Opciones' })).toBeInTheDocument();
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(1));
  expect(screen.getByText('$ 1,000.00')).toBeInTheDocument();
});

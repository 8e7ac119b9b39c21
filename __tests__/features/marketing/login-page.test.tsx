import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { dbOf } from '../../../mocks/routes/session';
import { seedDemoCardholders } from '../../../mocks/scenarios/demo-cardholders';
import { DEMO_PEOPLE } from '../../../src/features/demo/cardholders';
import { marketingContent } from '../../../src/features/marketing/content';
import { withMockProvider } from '../../support/mock-provider';
import { renderApp } from '../../support/test-utils';

const server = withMockProvider();

test('the form starts empty, with numeric keyboards and sensible autocomplete', async () => {
  renderApp({ route: '/login' });
  const dni = await screen.findByLabelText('DNI');
  const digits = screen.getByLabelText('Últimos 8 dígitos de la tarjeta');
  expect(dni).toHaveValue('');
  expect(digits).toHaveValue('');
  expect(dni).toHaveAttribute('inputmode', 'numeric');
  expect(digits).toHaveAttribute('inputmode', 'numeric');
  expect(dni).toHaveAttribute('autocomplete', 'username');
  expect(digits).toHaveAttribute('autocomplete', 'off');
  expect(dni).toBeRequired();
  expect(digits).toBeRequired();
});

test('the login page shows how to pay, promotions, branches, legal links, chat and social links', async () => {
  renderApp({ route: '/login' });
  const howToPay = await screen.findByRole('region', { name: 'Cómo pagar tu tarjeta' });
  expect(within(howToPay).getAllByRole('listitem')).toHaveLength(
    marketingContent.howToPay.steps.length,
  );
  const promotions = screen.getByRole('region', { name: 'Promociones' });
  expect(within(promotions).getAllByRole('link')).toHaveLength(
    marketingContent.promotions.links.length,
  );
  const branches = screen.getByRole('region', { name: 'Sucursales' });
  expect(
    within(branches).getByText('Av. Corrientes 1234, C1043 Ciudad de Buenos Aires'),
  ).toBeInTheDocument();
  const legal = screen.getByRole('navigation', { name: 'Información legal' });
  for (const name of [
    /Defensa de las y los consumidores/,
    /Información al usuario financiero/,
    /Contrato de adhesión/,
    /Botón de arrepentimiento/,
  ]) {
    expect(within(legal).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Chateá con nosotros/ })).toHaveAttribute(
    'href',
    marketingContent.chat.href,
  );
  const social = screen.getByRole('navigation', { name: 'Seguinos' });
  expect(within(social).getAllByRole('link')).toHaveLength(4);
});

test('every external link opens in a new tab that cannot reach back', async () => {
  renderApp({ route: '/login' });
  await screen.findByRole('region', { name: 'Promociones' });
  const external = screen
    .getAllByRole('link')
    .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
  const { promotions, legal, social } = marketingContent;
  expect(external).toHaveLength(
    promotions.links.length + legal.links.length + social.links.length + 1,
  );
  for (const link of external) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/se abre en una pestaña nueva/);
  }
});

const DEMO_SUMMARY = 'Modo demostración · Elegí un titular de prueba';

test('in mock mode the demo banner is one line that opens the demo cardholders, which fill the form and focus INGRESAR', async () => {
  seedDemoCardholders(server());
  const { user } = renderApp({ route: '/login' });
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  const lucia = within(banner).getByRole('button', { name: 'Completar con Lucía Gómez' });
  expect(lucia).not.toBeVisible();
  await user.click(within(banner).getByText(DEMO_SUMMARY));
  expect(lucia).toBeVisible();
  expect(
    within(banner)
      .getAllByRole('button', { name: /^Completar con / })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent),
  ).toEqual(Object.values(DEMO_PEOPLE).map(({ name }) => `Completar con ${name}`));

  await user.click(within(banner).getByRole('button', { name: 'Completar con Lucía Gómez' }));
  expect(screen.getByLabelText('DNI')).toHaveValue('33444555');
  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveValue('99887766');
  expect(screen.getByRole('button', { name: 'INGRESAR' })).toHaveFocus();
});

test('the demo cardholders fill the form even when their figures cannot be read', async () => {
  server().namespace = 'api/demo';
  server().get('cardholders/', () => new Response(500, {}, {}));
  const { user } = renderApp({ route: '/login' });
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  await user.click(within(banner).getByText(DEMO_SUMMARY));
  expect(
    await within(banner).findByText('No pudimos leer sus saldos. Recargá la página.'),
  ).toBeInTheDocument();
  const jorge = within(banner).getByRole('button', { name: 'Completar con Jorge Benítez' });
  expect(jorge).toHaveTextContent('Paga con LINK');
  await user.click(jorge);
  expect(screen.getByLabelText('DNI')).toHaveValue('28999888');
  expect(screen.getByLabelText('Últimos 8 dígitos de la tarjeta')).toHaveValue('11223344');
});

test("the demo banner's list shows each cardholder's figures as the mock database has them now", async () => {
  seedDemoCardholders(server());
  // Lucía paid her balance in full: the list says so, not the seeded $ 12,000.50.
  const { cardholders } = dbOf(server());
  const lucia = cardholders.findBy({ dni: '33444555' });
  if (!lucia) throw new Error('Lucía Gómez is one of the seeded demo cardholders');
  cardholders.update(lucia.id, { balance: 0 });
  renderApp({ route: '/login' });
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  // Listed by name from the start; the figures come with the mock database's answer.
  await waitFor(() =>
    expect(
      within(banner).getByRole('button', { name: 'Completar con Lucía Gómez' }),
    ).toHaveTextContent('Saldo $ 0.00 · paga con BIND'),
  );
  expect(
    within(banner).getByRole('button', { name: 'Completar con María Fernández' }),
  ).toHaveTextContent('Saldo $ 84,350.75 · paga con LINK');
});

test('the demo banner switches the scenario in place and says what is on', async () => {
  seedDemoCardholders(server());
  const { user } = renderApp({ route: '/login' });
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  expect(await within(banner).findByText('Escenario activo: Normal')).toBeInTheDocument();
  await user.click(within(banner).getByText(DEMO_SUMMARY));
  const slow = within(banner).getByRole('radio', { name: 'Red lenta' });
  expect(slow).not.toBeVisible();
  await user.click(within(banner).getByText('Escenarios de demostración'));
  expect(slow).toBeVisible();
  expect(slow).toHaveAccessibleDescription(
    'El proveedor tarda 3 segundos en responder: vas a ver qué se muestra mientras esperás.',
  );
  expect(within(banner).getByRole('radio', { name: 'Normal' })).toBeChecked();
  await user.click(slow);
  expect(await within(banner).findByText('Escenario activo: Red lenta')).toBeInTheDocument();
  expect(slow).toBeChecked();
});

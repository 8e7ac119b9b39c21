import { screen, within } from '@testing-library/react';
import { seedDemoCardholders } from '../../../mocks/scenarios/demo-cardholders';
import { withMockProvider } from '../../support/mock-provider';
import { renderApp } from '../../support/test-utils';

const server = withMockProvider();

// What the people watching a showing read under each scenario: their words, never the HTTP's.
const DESCRIBED = {
  Normal: 'Todo funciona como siempre: el proveedor responde bien y rápido.',
  'Proveedor caído': 'El proveedor no responde: no vas a poder ingresar ni descargar tu resumen.',
  'Red lenta':
    'El proveedor tarda 3 segundos en responder: vas a ver qué se muestra mientras esperás.',
  'Sesión vencida':
    'La sesión vence en la próxima verificación: al cambiar de pantalla vas a tener que ingresar de nuevo.',
  'Pago rechazado por el banco':
    'Tu próximo pago parece aprobado en el formulario, pero el banco lo rechaza 20 segundos después.',
};

test('each scenario of the demo banner is described in words a customer understands, with no HTTP code', async () => {
  seedDemoCardholders(server());
  const { user } = renderApp({ route: '/login' });
  const banner = await screen.findByRole('region', { name: 'Modo demostración' });
  await user.click(within(banner).getByText('Modo demostración · Elegí un titular de prueba'));
  await user.click(within(banner).getByText('Escenarios de demostración'));
  expect(await within(banner).findAllByRole('radio')).toHaveLength(Object.keys(DESCRIBED).length);
  for (const name of Object.keys(DESCRIBED))
    expect(within(banner).getByRole('radio', { name })).not.toHaveAccessibleDescription(
      /\b[1-5]\d\d\b/,
    );
  for (const [name, description] of Object.entries(DESCRIBED))
    expect(within(banner).getByRole('radio', { name })).toHaveAccessibleDescription(description);
});

import { screen, waitFor } from '@testing-library/react';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn } from '../../support/test-utils';

const server = withMockProvider();

test.each([
  ['Menú', 'Cerrar menú'],
  ['Opciones', 'Volver'],
])('%s says it opens a dialog, and whether it is open', async (name, closeName) => {
  const { user } = renderSignedIn(server(), { cardholder: { available: 1000 } });
  await screen.findByText('$ 1,000.00');
  const button = screen.getByRole('button', { name });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Never pointing at something not in the page.
  expect(button).not.toHaveAttribute('aria-controls');

  await user.click(button);
  await screen.findByRole('dialog');
  // The dialog hides the rest of the page from the accessibility tree: read the attribute.
  expect(button).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('button', { name: closeName }));
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
});

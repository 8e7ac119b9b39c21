/**
 * The payment model's counterexamples, each a plain test of its shrunk sequence: what it found,
 * and that it stays fixed.
 */
import { act, screen } from '@testing-library/react';
import { IDLE_LIMIT_MS } from '../../src/services/session/idle';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { nothingPersonalAfterAnEnd } from './invariants';
import {
  amountField,
  endWorld,
  providerSettles,
  reload,
  settle,
  startWorld,
  type World,
} from './payment-world';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => endWorld(world));

// Seed 994891183: the old page's last update (the payment seen credited) came during its
// leave(), after its flush, and redux-persist's timer wrote it after the new page's purge.
test('a payment followed until credited, then the phone left past the idle limit: /login says why, and storage holds nothing of the payment', async () => {
  await act(() => world.view.router.navigate('/payment'));
  await settle(world);
  const field = amountField();
  if (!field) throw new Error('No amount field');
  await world.view.user.type(field, '1');
  world.presses += 1;
  await world.view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await settle(world);
  expect(providerSettles(world, 'Acreditado')).toBe(true);
  await act(() => world.view.router.navigate('/payment'));
  await settle(world);

  const past = Date.now() - IDLE_LIMIT_MS - 60_000;
  await reload(world, () => window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(past)));

  expect(world.view.router.state.location.pathname).toBe('/login');
  expect(screen.getByText('Cerramos tu sesión por inactividad.')).toBeInTheDocument();
  expect(window.localStorage.getItem(STORAGE_KEYS.payment)).toBeNull();
  expect(() => nothingPersonalAfterAnEnd('/login')).not.toThrow();
});

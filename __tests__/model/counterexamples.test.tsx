/**
 * The payment model's counterexamples, each a plain test of its shrunk sequence: what it found,
 * and that it stays fixed.
 */
import { act, screen } from '@testing-library/react';
import { IDLE_LIMIT_MS } from '../../src/services/session/idle';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { nothingPersonalAfterAnEnd } from './invariants';
import { continueWith, providerSettles, reload, settle, worldForEachTest } from './payment-world';

const currentWorld = worldForEachTest();

// Seed 994891183: the old page's last update (the payment seen credited) came during its
// leave(), after its flush, and redux-persist's timer wrote it after the new page's purge.
test('a payment followed until credited, then the phone left past the idle limit: /login says why, and storage holds nothing of the payment', async () => {
  const world = currentWorld();
  await continueWith(world, '1');
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

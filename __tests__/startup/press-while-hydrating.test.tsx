import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { inlineScripts } from '../../scripts/security-headers';
import { LoginForm } from '../../src/features/auth/LoginForm';
import { holdEarlyTaps, replayEarlyTaps } from '../../src/startup/2-input-held';

const [PAGE_SCRIPT = ''] = inlineScripts(
  readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8'),
);

afterEach(() => {
  window.earlyTaps?.stop();
  delete window.earlyTaps;
  document.body.innerHTML = '';
});

/**
 * /login's prerendered form with the page's script running, a DNI typed in (or not), and
 * INGRESAR pressed before the app is live: the page holds the press and says 'Cargando...',
 * which React did not render. Then the form is hydrated, and the press replayed.
 */
async function pressThenHydrate(typedDni: string) {
  const signIn = jest.fn(async () => ({}));
  const form = <LoginForm signIn={signIn} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  new Function(PAGE_SCRIPT)();
  holdEarlyTaps(() => undefined);
  const page = within(container);
  const dni = page.getByLabelText<HTMLInputElement>('DNI');
  dni.value = typedDni;
  page.getByLabelText<HTMLInputElement>('Últimos 8 dígitos de la tarjeta').value = typedDni
    ? '45678901'
    : '';
  page.getByRole('button', { name: 'INGRESAR' }).click();
  expect(page.getByRole('button')).toHaveTextContent('Cargando...');

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, form, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { page, dni, signIn, mismatches };
}

test('hydrated over a held press: no mismatch (the form is not redrawn), the digits typed stay, the button still says Cargando...', async () => {
  const { page, dni, mismatches } = await pressThenHydrate('30111222');

  expect(mismatches).toEqual([]);
  expect(page.getByLabelText('DNI')).toBe(dni);
  expect(dni).toHaveValue('30111222');
  expect(page.getByRole('button')).toHaveTextContent('Cargando...');
});

test('replayed: the press signs in once with what was typed; with the fields left empty it sends nothing and the button says INGRESAR again', async () => {
  const typed = await pressThenHydrate('30111222');
  await act(replayEarlyTaps);
  expect(typed.signIn).toHaveBeenCalledTimes(1);
  expect(typed.signIn).toHaveBeenCalledWith({ dni: '30111222', last_digits: '45678901' });
  expect(typed.page.getByRole('button')).toHaveTextContent('INGRESAR');
  window.earlyTaps?.stop();
  delete window.earlyTaps;
  document.body.innerHTML = '';

  const blank = await pressThenHydrate('');
  await act(replayEarlyTaps);
  expect(blank.signIn).not.toHaveBeenCalled();
  expect(blank.page.getByRole('button')).toHaveTextContent('INGRESAR');
  expect(blank.page.getByRole('button')).not.toHaveAttribute('aria-busy');
});

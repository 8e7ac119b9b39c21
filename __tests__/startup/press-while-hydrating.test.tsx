import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { inlineScripts } from '../../scripts/security-headers';
import { LoginForm } from '../../src/features/auth/LoginForm';
import { heldUntilReplayed } from '../../src/startup/2-input-held';

const [PAGE_SCRIPT = ''] = inlineScripts(
  readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8'),
);

afterEach(() => {
  window.earlyTaps?.stop();
  delete window.earlyTaps;
  document.body.innerHTML = '';
});

/**
 * INGRESAR pressed while /login is being hydrated, after the form has rendered and before its
 * button is reached: the page's script has relabelled it 'Cargando...', which React did not
 * render. The hydration takes the page as it is: no mismatch, nothing typed lost.
 */
test('a press held while the form is hydrated: no mismatch, the digits typed stay, the button says Cargando...', async () => {
  const signIn = jest.fn(async () => ({}));
  const form = <LoginForm signIn={signIn} heldUntilReplayed={heldUntilReplayed} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  new Function(PAGE_SCRIPT)();
  const page = within(container);
  const dni = page.getByLabelText<HTMLInputElement>('DNI');
  dni.value = '30111222';
  const button = page.getByRole('button', { name: 'INGRESAR' });
  button.click();
  expect(button).toHaveTextContent('Cargando...');

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, form, { onRecoverableError: (error) => mismatches.push(error) });
  });

  expect(mismatches).toEqual([]);
  expect(page.getByLabelText('DNI')).toBe(dni);
  expect(dni).toHaveValue('30111222');
  expect(page.getByRole('button', { name: 'Cargando...' })).toBe(button);
});

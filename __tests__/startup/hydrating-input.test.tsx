import { act, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LoginForm } from '../../src/features/auth/LoginForm';
import { giveInputToReact } from '../../src/startup/2-input-held';
import { renderOrHydrate } from '../../src/startup/4-app-live';

afterEach(() => {
  giveInputToReact();
  document.body.innerHTML = '';
});

/**
 * Step 4 hydrating /login's prerendered HTML: until React has committed, a key typed is the
 * page's own (step 2's `leaveInputToThePage`), so that React does not hydrate the whole page
 * inside the keystroke; LoginRoute hands input over at the commit.
 */
test("while /login hydrates, a key typed reaches none of React's listeners on the root", async () => {
  const form = <LoginForm signIn={async () => ({})} />;
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = '/login';
  root.innerHTML = renderToString(form);
  document.body.append(root);
  window.history.replaceState(null, '', '/login');
  // React listens on the root: a listener there hears what React would.
  const heardAtRoot: string[] = [];
  root.addEventListener('keydown', (event) => heardAtRoot.push(event.key));
  const dni = within(root).getByLabelText('DNI');

  // The key typed in the same task as the hydration starts: before React can have committed.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- act() here waits for the hydration's commit
  await act(async () => {
    renderOrHydrate(form, false);
    dni.dispatchEvent(new KeyboardEvent('keydown', { key: '3', bubbles: true }));
  });
  expect(heardAtRoot).toEqual([]);

  giveInputToReact();
  dni.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
  expect(heardAtRoot).toEqual(['0']);
});

import { giveInputToReact, leaveInputToThePage } from '../../src/startup/2-input-held';

/**
 * While the prerendered page is being hydrated, its keys and taps are the page's own: they never
 * reach a listener on the container (where React listens), until the page has committed.
 */
function page() {
  document.body.innerHTML = '<div id="root"><input id="dni"></div><p id="outside"></p>';
  const container = document.getElementById('root') as HTMLElement;
  const reached: string[] = [];
  for (const type of ['keydown', 'input', 'click', 'pointerdown', 'focusin']) {
    container.addEventListener(type, (event) => reached.push(event.type), { capture: true });
  }
  return { container, reached, field: document.getElementById('dni') as HTMLInputElement };
}

afterEach(() => giveInputToReact());

test('keys and taps in the container do not reach its listeners until the page is hydrated, and lose nothing', () => {
  const { container, reached, field } = page();
  leaveInputToThePage(container);

  const key = new KeyboardEvent('keydown', { key: '3', bubbles: true, cancelable: true });
  field.dispatchEvent(key);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(reached).toEqual([]);
  // The key's own action is the browser's: nothing cancels it.
  expect(key.defaultPrevented).toBe(false);
  // Not among the events React hydrates for at once: it goes through (React queues it).
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(reached).toEqual(['focusin']);

  giveInputToReact();
  field.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
  field.dispatchEvent(new Event('input', { bubbles: true }));
  expect(reached).toEqual(['focusin', 'keydown', 'input']);
});

test('only what happens inside the container is kept from it', () => {
  const { container } = page();
  const outside = document.getElementById('outside') as HTMLElement;
  const heard: string[] = [];
  document.addEventListener('click', (event) => heard.push((event.target as Element).id));
  leaveInputToThePage(container);

  outside.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(heard).toEqual(['outside']);
});

test('a second start keeps one listener, and one hand-over ends it', () => {
  const { container, reached, field } = page();
  leaveInputToThePage(container);
  leaveInputToThePage(container);
  giveInputToReact();

  field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(reached).toEqual(['keydown']);
});

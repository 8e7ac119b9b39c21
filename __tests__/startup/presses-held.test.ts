import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts } from '../../scripts/security-headers';
import {
  dropEarlyTaps,
  holdEarlyTaps,
  letEarlyTapsThrough,
  replayEarlyTaps,
} from '../../src/startup/2-input-held';

/** The inline script of public/index.html, which holds presses from the first paint. */
const [PAGE_SCRIPT = ''] = inlineScripts(
  readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8'),
);

/**
 * The prerendered page's buttons (jsdom does not submit forms: the form's button is a plain
 * one) with the page's inline script run, as the browser runs it before any file arrives, and
 * what the page saw pressed.
 */
function renderPage() {
  new Function(PAGE_SCRIPT)();
  document.body.innerHTML = `
    <form><input required value="x">
      <button type="button" data-early-tap="login" data-busy-label="Cargando...">INGRESAR</button>
    </form>
    <button type="button" data-early-tap="demo-1">María</button>
    <button type="button">Otro</button>`;
  const pressed: string[] = [];
  document.addEventListener('click', (event) => {
    pressed.push((event.target as HTMLElement).textContent ?? '');
  });
  return { pressed, button: (name: string) => document.querySelector<HTMLElement>(name)! };
}

afterEach(() => {
  // A page that has held nothing yet, before its inline script ran.
  window.earlyTaps?.stop();
  delete window.earlyTaps;
  document.body.innerHTML = '';
});

test('a press is held: the page does not see it, the button says it is working, the app is started once', () => {
  const { pressed, button } = renderPage();
  const start = jest.fn();
  holdEarlyTaps(start);
  button('[data-early-tap="login"]').click();
  button('[data-early-tap="login"]').click();
  button('[data-early-tap="demo-1"]').click();

  expect(pressed).toEqual([]);
  expect(start).toHaveBeenCalledTimes(1);
  expect(window.earlyTaps?.held).toEqual(['login', 'demo-1']);
  expect(button('[data-early-tap="login"]')).toHaveTextContent('Cargando...');
  expect(button('[data-early-tap="login"]')).toHaveAttribute('aria-busy', 'true');
  expect(button('[data-early-tap="demo-1"]')).toHaveTextContent('María');
});

test('held presses are replayed once each, in the order they came, each button saying again what it said, and no longer held after', async () => {
  const { pressed, button } = renderPage();
  holdEarlyTaps(() => undefined);
  button('[data-early-tap="demo-1"]').click();
  button('[data-early-tap="login"]').click();
  button('[data-early-tap="demo-1"]').click();

  await replayEarlyTaps();
  expect(pressed).toEqual(['María', 'INGRESAR']);
  expect(window.earlyTaps?.held).toEqual([]);
  expect(button('[data-early-tap="login"]')).not.toHaveAttribute('aria-busy');

  // Live now: a press goes straight to the page.
  button('[data-early-tap="demo-1"]').click();
  expect(pressed).toEqual(['María', 'INGRESAR', 'María']);
  await replayEarlyTaps();
  expect(pressed).toHaveLength(3);
});

test('a button that does not opt in, and a form without one, are left to the page', () => {
  const { pressed, button } = renderPage();
  holdEarlyTaps(() => undefined);
  button('button:not([data-early-tap])').click();
  expect(pressed).toEqual(['Otro']);

  const other = document.createElement('form');
  document.body.append(other);
  const submit = new Event('submit', { cancelable: true, bubbles: true });
  other.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
  const login = new Event('submit', { cancelable: true, bubbles: true });
  document.querySelector('form')!.dispatchEvent(login);
  expect(login.defaultPrevented).toBe(true);
});

test('pressed before the entry ran: held by the page alone, and the entry starts the app at once', async () => {
  const { pressed, button } = renderPage();
  button('[data-early-tap="login"]').click();
  button('[data-early-tap="login"]').click();
  const submit = new Event('submit', { cancelable: true, bubbles: true });
  document.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(pressed).toEqual([]);
  expect(button('[data-early-tap="login"]')).toHaveTextContent('Cargando...');

  const start = jest.fn();
  holdEarlyTaps(start);
  expect(start).toHaveBeenCalledTimes(1);
  expect(window.earlyTaps?.held).toEqual(['login']);
  await replayEarlyTaps();
  expect(pressed).toEqual(['INGRESAR']);
});

test('not the quiet landing: what the page held is dropped, and presses go to the page', () => {
  const { pressed, button } = renderPage();
  button('[data-early-tap="login"]').click();
  letEarlyTapsThrough();

  expect(button('[data-early-tap="login"]')).toHaveTextContent('INGRESAR');
  expect(button('[data-early-tap="login"]')).not.toHaveAttribute('aria-busy');
  expect(window.earlyTaps?.held).toEqual([]);
  button('[data-early-tap="login"]').click();
  expect(pressed).toEqual(['INGRESAR']);
});

test('with nothing held, the replay is at once and changes nothing', async () => {
  const { pressed } = renderPage();
  expect(window.earlyTaps?.held).toEqual([]);
  await replayEarlyTaps();
  expect(pressed).toEqual([]);
});

test('dropped presses (the app did not start): the buttons say what they said, and the next press starts again', () => {
  const { pressed, button } = renderPage();
  const start = jest.fn();
  holdEarlyTaps(start);
  button('[data-early-tap="login"]').click();
  dropEarlyTaps();
  holdEarlyTaps(start);

  expect(button('[data-early-tap="login"]')).toHaveTextContent('INGRESAR');
  expect(button('[data-early-tap="login"]')).not.toHaveAttribute('aria-busy');
  expect(window.earlyTaps?.held).toEqual([]);
  button('[data-early-tap="login"]').click();
  expect(start).toHaveBeenCalledTimes(2);
  expect(pressed).toEqual([]);
});

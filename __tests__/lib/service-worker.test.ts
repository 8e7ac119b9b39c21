import { registerServiceWorker } from '../../src/lib/service-worker';

const register = jest.fn(() => Promise.resolve());

beforeEach(() => {
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setReadyState(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

test('called after the load event (the app runs after the first paint): registers at once', () => {
  setReadyState('complete');
  registerServiceWorker();
  expect(register).toHaveBeenCalledWith('/sw.js');
});

test('called while the page still loads: registers when it has loaded, once', () => {
  setReadyState('interactive');
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load'));

  expect(register).toHaveBeenCalledTimes(1);
});

test('a browser without service workers is left alone', () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setReadyState('complete');
  expect(() => registerServiceWorker()).not.toThrow();
  expect(register).not.toHaveBeenCalled();
});

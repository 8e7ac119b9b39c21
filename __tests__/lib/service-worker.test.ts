import { registerServiceWorker } from '../../src/lib/service-worker';

const register = jest.fn(() => Promise.resolve());
let idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  register.mockClear();
  idleCallbacks = [];
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

function setReadyState(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

function browserIsIdle() {
  const due = idleCallbacks;
  idleCallbacks = [];
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
}

test('called after the load event (the app runs after the first paint): registers once idle', () => {
  setReadyState('complete');
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();

  browserIsIdle();

  expect(register).toHaveBeenCalledWith('/sw.js');
});

test('called while the page still loads: registers after the load event, once idle, once', () => {
  setReadyState('interactive');
  registerServiceWorker();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load'));
  browserIsIdle();

  expect(register).toHaveBeenCalledTimes(1);
});

test('without requestIdleCallback (Safari): registers a second after the load', () => {
  jest.useFakeTimers();
  try {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    setReadyState('complete');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(register).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a browser without service workers is left alone', () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setReadyState('complete');
  registerServiceWorker();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();
});

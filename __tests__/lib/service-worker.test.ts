import type * as ConfigModule from '../../src/lib/config';
import type * as ServiceWorkerModule from '../../src/lib/service-worker';

const register = jest.fn(() => Promise.resolve());
let idleCallbacks: IdleRequestCallback[] = [];
// A fresh module per test: a page registers its worker once, and each test is a new page.
let registerServiceWorkerWhenIdle: typeof ServiceWorkerModule.registerServiceWorkerWhenIdle;

function loadModule({ production }: { production: boolean }) {
  jest.isolateModules(() => {
    const { config } = jest.requireActual<typeof ConfigModule>('../../src/lib/config');
    jest.replaceProperty(config, 'isProduction', production);
    ({ registerServiceWorkerWhenIdle } = jest.requireActual<typeof ServiceWorkerModule>(
      '../../src/lib/service-worker',
    ));
  });
}

beforeEach(() => {
  register.mockClear();
  idleCallbacks = [];
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
  });
  loadModule({ production: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'requestIdleCallback');
  jest.restoreAllMocks();
});

function setReadyState(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

function browserIsIdle() {
  const due = idleCallbacks;
  idleCallbacks = [];
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
}

test('called after the load event: registers /sw.js once the browser is idle', () => {
  setReadyState('complete');
  registerServiceWorkerWhenIdle();
  expect(register).not.toHaveBeenCalled();

  browserIsIdle();

  expect(register).toHaveBeenCalledWith('/sw.js');
});

test('called while the page still loads: registers after the load event, once idle, once', () => {
  setReadyState('interactive');
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load'));
  browserIsIdle();

  expect(register).toHaveBeenCalledTimes(1);
});

test('called off before the browser was idle (a sign-in began): nothing registers until called again', () => {
  setReadyState('complete');
  const callOff = registerServiceWorkerWhenIdle();
  callOff();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();

  // The figures are in: the shell calls it again.
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  expect(register).toHaveBeenCalledTimes(1);
});

test('called twice (the login form, then the shell): registers once', () => {
  setReadyState('complete');
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  expect(register).toHaveBeenCalledTimes(1);
});

test('without requestIdleCallback (Safari): registers a second after the load', () => {
  jest.useFakeTimers();
  try {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    setReadyState('complete');
    registerServiceWorkerWhenIdle();
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
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();
});

test('a development build registers none (webpack-dev-server serves no sw.js)', () => {
  loadModule({ production: false });
  setReadyState('complete');
  registerServiceWorkerWhenIdle();
  browserIsIdle();
  expect(register).not.toHaveBeenCalled();
});

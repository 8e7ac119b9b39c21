/**
 * A page's code that fails to download because the connection went (src/lib/chunk-reload.ts) is
 * asked again once it is back, never thrown to the error boundary, which reloads the page.
 */
import { loadWhenOnline } from '../../src/lib/chunk-reload';
import * as connection from '../../src/lib/connection';
import { withMockProvider } from '../support/mock-provider';

// The app's origin answers its probe (__tests__/support/app-origin.ts).
withMockProvider();

const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk payments failed.\n(missing: /static/js/payments.js)'), {
    name: 'ChunkLoadError',
  });

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function comeBack() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** A page's code whose first download fails after `meanwhile`, and whose second arrives. */
function failingOnce(meanwhile: () => void) {
  const page = { default: 'the page' };
  const load = jest
    .fn<Promise<typeof page>, []>()
    .mockImplementationOnce(async () => {
      meanwhile();
      throw chunkLoadError();
    })
    .mockResolvedValueOnce(page);
  return { page, load };
}

test('the connection gone while the code downloads and back before its failure is told: asked again, not thrown', async () => {
  const { page, load } = failingOnce(() => {
    goOffline();
    comeBack();
  });
  await expect(loadWhenOnline(load)).resolves.toBe(page);
  expect(load).toHaveBeenCalledTimes(2);
});

test('offline when it fails: asked again once back', async () => {
  const { page, load } = failingOnce(goOffline);
  const { whenOnline } = connection;
  let waiting: () => void = () => undefined;
  const waitsForTheConnection = new Promise<void>((resolve) => (waiting = resolve));
  jest.spyOn(connection, 'whenOnline').mockImplementation(() => {
    waiting();
    return whenOnline();
  });
  const loaded = loadWhenOnline(load);
  await waitsForTheConnection;
  expect(load).toHaveBeenCalledTimes(1);
  comeBack();
  await expect(loaded).resolves.toBe(page);
  expect(load).toHaveBeenCalledTimes(2);
});

test('online throughout, the origin answering: the failure is thrown (a new deployment removed the file)', async () => {
  const load = jest.fn<Promise<never>, []>().mockRejectedValue(chunkLoadError());
  await expect(loadWhenOnline(load)).rejects.toThrow('Loading chunk payments failed');
  expect(load).toHaveBeenCalledTimes(1);
});

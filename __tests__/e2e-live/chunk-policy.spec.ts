import { openLogin } from '../e2e/fixtures';
import { expect, test } from './live-fixtures';

/**
 * webpack's chunk loader sets each chunk's script URL through the 'webpack' Trusted Types policy
 * (src/lib/trusted-types.ts). The test reaches the built bundle's loader as a chunk file does,
 * through webpack's chunk array, and hands it URLs a script of the page could.
 */
const CHUNK = /\/static\/js\/[\w-]+\.[0-9a-f]{8}\.chunk\.js$/;

test("the built bundle's chunk loader takes the build's own /static/js/ files only: any other script URL is refused", async ({
  page,
  baseURL,
}) => {
  const chunkLoaded = page.waitForResponse(CHUNK);
  await openLogin(page);
  // The app starts as the cardholder turns to the form, and loads its first chunks.
  await page.getByLabel('DNI').focus();
  const chunk = new URL((await chunkLoaded).url());
  // A chunk's answer can arrive before the runtime has run: wait for the loader's own push.
  await page.waitForFunction(() => {
    const chunks = (window as unknown as { webpackChunkautogestion?: unknown[] })
      .webpackChunkautogestion;
    return chunks !== undefined && chunks.push !== Array.prototype.push;
  });
  const origin = new URL(baseURL ?? '').origin;
  expect(chunk.origin).toBe(origin);

  const own = [chunk.pathname, `${origin}${chunk.pathname}`];
  const others = [
    'https://evil.example/static/js/x.js',
    '//evil.example/x.js',
    '/api/v1/x.js',
    '/static/css/x.css',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ];
  const { policy, verdicts } = await page.evaluate(
    (urls) => {
      type Loader = { tu(url: string): unknown; tt(): { name?: string } };
      let loader: Loader | undefined;
      // What each chunk file does: webpack runs a chunk's third entry with its require function.
      (window as unknown as { webpackChunkautogestion: unknown[] }).webpackChunkautogestion.push([
        ['sonda-de-prueba'],
        {},
        (require: Loader) => {
          loader = require;
        },
      ]);
      return {
        policy: loader?.tt().name,
        verdicts: urls.map((url) => {
          try {
            return { url, made: String(loader?.tu(url)) };
          } catch (error) {
            return { url, refused: String(error) };
          }
        }),
      };
    },
    [...own, ...others],
  );

  expect(policy).toBe('webpack');
  expect(verdicts).toEqual([
    ...own.map((url) => ({ url, made: url })),
    ...others.map((url) => ({
      url,
      refused: `TypeError: Dirección de script no permitida: ${url}`,
    })),
  ]);
});

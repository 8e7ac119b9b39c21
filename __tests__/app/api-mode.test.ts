import * as liveMode from '../../src/app/mode/live';
import * as mockMode from '../../src/app/mode/mock';

// The build takes one of the two as `#api-mode` (webpack.config.ts): the app must find the
// same names in both. Live mode's are a plain null each, so that webpack writes `null` in
// place of every use and the minifier drops the code behind it (src/app/mode/live.ts).
test('live mode names every part that mock mode adds, and adds none of them', () => {
  expect(Object.keys(liveMode).sort()).toEqual(Object.keys(mockMode).sort());
  expect(Object.values(liveMode)).toEqual(Object.keys(mockMode).map(() => null));
  expect(Object.values(mockMode).every((part) => typeof part === 'function')).toBe(true);
});

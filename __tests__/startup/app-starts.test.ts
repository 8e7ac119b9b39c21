/**
 * Step 1, the entry: after the stylesheet, the Trusted Types policies are made before any other
 * module of the app is evaluated, so that no module can set a script URL (analytics' Google tag,
 * webpack's chunks) before the CSP's policies exist. Each module says when it is evaluated.
 */
const mockEvaluated: string[] = [];

jest.mock('../../src/lib/trusted-types', () => {
  mockEvaluated.push('Trusted Types policies');
  return {};
});
for (const name of ['config', 'connection', 'paths', 'analytics', 'stored-format']) {
  jest.doMock(`../../src/lib/${name}`, () => {
    mockEvaluated.push(name);
    return jest.requireActual(`../../src/lib/${name}`);
  });
}
jest.doMock('../../src/startup/2-input-held', () => {
  mockEvaluated.push('2-input-held');
  return jest.requireActual('../../src/startup/2-input-held');
});
// The app itself is not started here: only the entry's own imports are.
jest.mock('../../src/startup/3-app-loaded', () => ({ loadApp: () => Promise.resolve() }));

test("the entry makes the Trusted Types policies before it evaluates any other of the app's modules", async () => {
  await import('../../src/startup/1-app-starts');
  expect(mockEvaluated[0]).toBe('Trusted Types policies');
  expect(mockEvaluated).toEqual(
    expect.arrayContaining(['config', 'connection', 'paths', 'analytics', 'stored-format']),
  );
});

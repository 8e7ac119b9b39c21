/**
 * Step 3, the app's parts each evaluated in a task of its own, in this order: React, React's
 * renderer, RTK Query, the provider API, step 4's module (the store's wiring and the routes with
 * it), then step 4's start.
 * Each part is replaced by a stand-in that says when it is evaluated; `betweenKeystrokes` says
 * when a step waits for a gap between keys.
 */
import { silentAnalytics } from '../../src/lib/analytics';

const said: string[] = [];

jest.mock('../../src/lib/next-task', () => {
  const actual = jest.requireActual('../../src/lib/next-task');
  return {
    ...actual,
    betweenKeystrokes: () => {
      said.push('a gap');
      return actual.betweenKeystrokes();
    },
  };
});
jest.mock('react', () => (said.push('React'), {}));
jest.mock('react-dom/client', () => (said.push("React's renderer"), {}));
jest.mock('@reduxjs/toolkit/query/react', () => (said.push('RTK Query'), {}));
jest.mock('../../src/services/api', () => (said.push('the provider API'), {}));
jest.mock('../../src/startup/4-app-live', () => {
  said.push('step 4');
  return { start: async () => void said.push('start()') };
});

test("each of the app's parts in a gap of its own, in order, React's renderer apart from React, then start()", async () => {
  const { loadApp } = await import('../../src/startup/3-app-loaded');
  await loadApp(silentAnalytics);
  expect(said).toEqual([
    'a gap',
    'React',
    'a gap',
    "React's renderer",
    'a gap',
    'RTK Query',
    'a gap',
    'the provider API',
    'a gap',
    'step 4',
    'a gap',
    'start()',
  ]);
});

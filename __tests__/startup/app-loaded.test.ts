/**
 * Step 3, the app's parts each evaluated in a task of its own, in this order: React's renderer,
 * RTK Query, the provider API, the store's wiring, the routes, then step 4's start. Each part is
 * replaced by a stand-in that says when it is evaluated; `nextTask` says when a task ends.
 */
import { silentAnalytics } from '../../src/lib/analytics';

const said: string[] = [];

jest.mock('../../src/lib/next-task', () => {
  const actual = jest.requireActual('../../src/lib/next-task');
  return {
    ...actual,
    nextTask: () => {
      said.push('a task ends');
      return actual.nextTask();
    },
  };
});
jest.mock('react-dom/client', () => (said.push("React's renderer"), {}));
jest.mock('@reduxjs/toolkit/query/react', () => (said.push('RTK Query'), {}));
jest.mock('../../src/services/api', () => (said.push('the provider API'), {}));
jest.mock('../../src/app/wireApp', () => (said.push("the store's wiring"), {}));
jest.mock('../../src/app/router', () => (said.push('the routes'), {}));
jest.mock('../../src/startup/4-app-live', () => {
  said.push('step 4');
  return { start: async () => void said.push('start()') };
});

test("each of the app's parts in a task of its own, in order, then start()", async () => {
  const { loadApp } = await import('../../src/startup/3-app-loaded');
  await loadApp(silentAnalytics);
  expect(said).toEqual([
    'a task ends',
    "React's renderer",
    'a task ends',
    'RTK Query',
    'a task ends',
    'the provider API',
    'a task ends',
    "the store's wiring",
    'a task ends',
    'the routes',
    'a task ends',
    'step 4',
    'a task ends',
    'start()',
  ]);
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetUnansweredCalls } from './app-origin';

// The first visit of a lazily loaded page transforms its modules on the spot: beside the
// browser tests on two cores that has taken over 10 s (CI). findBy* and waitFor wait on a
// state and return as soon as it holds, so a longer limit only lets a slow run finish.
configure({ asyncUtilTimeout: 30_000 });

if (typeof window !== 'undefined') forgetUnansweredCalls();

// A console error or warning (an act() warning, a failed prop type, a thrown render) fails
// the test that caused it: the screen may look right while something underneath is wrong.
let consoleProblems: string[] = [];
// eslint-disable-next-line no-console -- the originals, to still print what failed the test
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
      original[level](...args);
    });
  }
});

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
  expect(consoleProblems).toEqual([]);
});

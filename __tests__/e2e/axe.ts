import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { expect, inEitherScheme, saveScreenshot, test } from './fixtures';

// WCAG 2.2 AA; axe's best practices (one h1 per page, content in landmarks, ...) come on top.
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core, put in the page once per document: @axe-core/playwright injects it again and opens a
 * blank page at every check, a second each where the check itself takes a fifth of one.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation as 'rule: the elements', run by the page's own axe. */
async function axeViolations(page: Page, tags: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, tags);
}

/** WCAG 2.2 AA by axe, and its best practices unless `bestPractices` is false. */
export async function expectNoAxeViolations(page: Page, { bestPractices = true } = {}) {
  // A dialog or drawer still fading in is half transparent: axe would measure the contrast of
  // a frame, not of what the cardholder reads (a loaded CI machine caught it mid-fade).
  // (Endless animations, such as a spinner's, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  expect(
    await axeViolations(page, bestPractices ? [...WCAG_AA, 'best-practice'] : WCAG_AA),
  ).toEqual([]);
}

/** expectNoAxeViolations in light and in dark, with a screenshot of each when `name` is given. */
export function expectNoViolationsInEitherScheme(
  page: Page,
  name?: string,
  { bestPractices = true } = {},
): Promise<void> {
  return inEitherScheme(page, async (colorScheme) => {
    await expectNoAxeViolations(page, { bestPractices });
    if (name) await saveScreenshot(page, `${name}-${colorScheme}`, test.info().project.name);
  });
}

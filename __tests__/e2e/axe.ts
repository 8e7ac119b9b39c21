import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, inEitherScheme, saveScreenshot, test } from './fixtures';

// WCAG 2.2 AA; axe's best practices (one h1 per page, content in landmarks, ...) come on top.
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
  const { violations } = await new AxeBuilder({ page })
    .withTags(bestPractices ? [...WCAG_AA, 'best-practice'] : WCAG_AA)
    .analyze();
  const summary = violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
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

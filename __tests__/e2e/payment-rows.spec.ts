import type { Locator, Page } from '@playwright/test';
import { expect, expectMariaHome, inEitherScheme, signIn, test } from './fixtures';
import { focusedRing, ringProblem } from './focus-ring';

/**
 * A payment's row on home ('Últimos pagos') and in 'Tus pagos' reads as a row, not as raw
 * links: one link, nothing underlined, its words inset from the row's border, the amount and
 * its status on one line and the date under them, and on keyboard focus a ring round it all.
 */

const AMOUNT = /^\$ [\d,]+\.\d\d$/;
const STATUS = /^(Acreditado|Rechazado|Pendiente|En proceso|Cancelado)$/;
const DATE = /^(hace .+|\d{1,2} de [a-z]+ de \d{4})$/;
/** The least room between a row's border and its words. */
const INSET_PX = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A part of a row: its box and its room to the row's border, both from the row's own corner
 * (the page may still be scrolling to the row), and whether any of it is underlined.
 */
async function measure(part: Locator) {
  return part.evaluate((element) => {
    const row = element.closest('li');
    if (!row) throw new Error('not in a list item');
    const style = getComputedStyle(row);
    const outer = row.getBoundingClientRect();
    const inner = {
      left: parseFloat(style.borderLeftWidth),
      top: parseFloat(style.borderTopWidth),
      right: outer.width - parseFloat(style.borderRightWidth),
      bottom: outer.height - parseFloat(style.borderBottomWidth),
    };
    const rect = element.getBoundingClientRect();
    const box = {
      left: rect.left - outer.left,
      top: rect.top - outer.top,
      right: rect.right - outer.left,
      bottom: rect.bottom - outer.top,
    };
    const underlined: string[] = [];
    // An underline drawn by an ancestor shows on the text too: every box up to the row counts.
    for (let node: Element | null = element; node && node !== row; node = node.parentElement) {
      if (getComputedStyle(node).textDecorationLine !== 'none') underlined.push(node.tagName);
    }
    return {
      box,
      inset: Math.min(
        box.left - inner.left,
        box.top - inner.top,
        inner.right - box.right,
        inner.bottom - box.bottom,
      ),
      underlined,
    };
  });
}

async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the row');
}

const contains = (outer: Box, inner: Box) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.right >= inner.right &&
  outer.bottom >= inner.bottom;

/** Every row, checked as a person sees it and as the keyboard reaches it, in order. */
async function expectRowsThatReadAsRows(page: Page, rows: Locator, count: number) {
  await expect(rows).toHaveCount(count);
  const lefts = new Set<number>();
  const rights = new Set<number>();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await expect(row.getByRole('link')).toHaveCount(1);
    const link = row.getByRole('link');
    // Its name: the amount, the status and the date, each said apart.
    await expect(link).toHaveAccessibleName(
      /^\$ [\d,]+\.\d\d, (Acreditado|Rechazado|Pendiente|En proceso|Cancelado), (hace .+|\d{1,2} de [a-z]+ de \d{4})$/,
    );
    await tabTo(page, link);
    const [amount, status, date] = await Promise.all(
      [AMOUNT, STATUS, DATE].map((text) => measure(link.getByText(text))),
    );
    for (const [name, part] of Object.entries({ amount, status, date })) {
      expect(part.underlined, `row ${index + 1}: the ${name} is underlined`).toEqual([]);
      expect(part.inset, `row ${index + 1}: room round the ${name}`).toBeGreaterThanOrEqual(
        INSET_PX,
      );
    }
    // The amount and its status on one line, the date below, on the amount's left edge.
    expect(status.box.top).toBeLessThan(amount.box.bottom);
    expect(date.box.top).toBeGreaterThanOrEqual(Math.max(amount.box.bottom, status.box.bottom));
    expect(Math.round(date.box.left)).toBe(Math.round(amount.box.left));
    lefts.add(Math.round(amount.box.left));
    rights.add(Math.round(status.box.right));

    // Reached by the keyboard: a ring a person can see, round everything the row says.
    const ring = await focusedRing(page);
    expect(ring && ringProblem(ring)).toBeNull();
    const ringBox = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      // The ring's inner edge: the link's box moved out by the offset (in, when negative).
      const offset = parseFloat(style.outlineOffset);
      const box = element.getBoundingClientRect();
      const row = element.closest('li')?.getBoundingClientRect() ?? box;
      return {
        left: box.left - row.left - offset,
        top: box.top - row.top - offset,
        right: box.right - row.left + offset,
        bottom: box.bottom - row.top + offset,
        rowWidth: row.width,
        rowHeight: row.height,
      };
    });
    // Round the whole row: close to its border on every side, not round a part of it.
    expect(Math.max(ringBox.left, ringBox.top)).toBeLessThanOrEqual(INSET_PX);
    expect(ringBox.right).toBeGreaterThanOrEqual(ringBox.rowWidth - INSET_PX);
    expect(ringBox.bottom).toBeGreaterThanOrEqual(ringBox.rowHeight - INSET_PX);
    for (const [name, part] of Object.entries({ amount, status, date })) {
      expect(contains(ringBox, part.box), `row ${index + 1}: the ring round the ${name}`).toBe(
        true,
      );
    }
  }
  // The same columns in every row.
  expect([...lefts]).toHaveLength(1);
  expect([...rights]).toHaveLength(1);
}

test("light and dark: home's 'Últimos pagos' and 'Tus pagos': each payment a row that reads as one @layout", async ({
  page,
}) => {
  await signIn(page);
  await expectMariaHome(page);
  const home = page.getByRole('list', { name: 'Últimos pagos' }).getByRole('listitem');
  await inEitherScheme(page, () => expectRowsThatReadAsRows(page, home, 3));

  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus pagos');
  // Every month's rows, in the same columns as each other.
  const history = page.getByRole('main').getByRole('region').getByRole('listitem');
  await inEitherScheme(page, () => expectRowsThatReadAsRows(page, history, 3));
});

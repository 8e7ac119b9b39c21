import type { Locator, Page } from '@playwright/test';

/**
 * Measures for nothing-hidden.spec.ts and fits-every-screen.spec.ts: what a person sees of a
 * control or a figure, as boxes in CSS px. Each returns what is wrong, named, so that a failure
 * lists the offenders.
 */

/** The device's text size at 200 %: what it does is set the root font size. */
export async function textSizeDoubled(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/** How far the page scrolls sideways, in px (0 when it does not). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth - window.innerWidth;
  });
}

export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element to compare has no box');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** The elements of `locator` whose box is not wholly inside the viewport, left to right. */
export async function outsideViewport(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const inside = box.left >= 0 && box.right <= window.innerWidth + 0.5;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return inside
        ? []
        : [`${element.tagName.toLowerCase()} '${name}' from ${box.left} to ${box.right} px`];
    }),
  );
}

/**
 * Every amount ('$ 350,000.00') on the page that is not whole on screen: wider than its
 * block (cut or spilling onto what is beside it), or past the viewport's sides; and every
 * field whose value is wider than the field.
 */
export async function amountsCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const amount = /\$\s?[\d,]+\.\d\d/;
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const holders = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes('$') && node.parentElement) holders.add(node.parentElement);
    }
    for (const holder of holders) {
      const text = holder.textContent?.trim() ?? '';
      if (!amount.test(text) || holder.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(holder);
      const shown = range.getBoundingClientRect();
      let block: Element = holder;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) {
        block = block.parentElement;
      }
      const box = block.getBoundingClientRect();
      const problems = [
        block.scrollWidth > block.clientWidth &&
          `its box scrolls (${block.scrollWidth} px in ${block.clientWidth})`,
        shown.right > box.right + 0.5 &&
          `spills ${Math.round(shown.right - box.right)} px past its box`,
        (shown.left < 0 || shown.right > window.innerWidth + 0.5) && 'off screen',
      ].filter(Boolean);
      if (problems.length > 0) cut.push(`'${text}': ${problems.join(', ')}`);
    }
    for (const field of document.querySelectorAll('input')) {
      if (field.value.includes('$') && field.scrollWidth > field.clientWidth) {
        cut.push(`field '${field.value}': ${field.scrollWidth} px in ${field.clientWidth}`);
      }
    }
    return cut;
  });
}

/**
 * Every visible target under `root` (button, link, form control, anything focusable) whose
 * box is under 24 × 24 CSS px. Exempt as WCAG 2.5.8 says: a link inside a sentence (inline,
 * with other words on its lines); and what is visually hidden until focused (1 px boxes).
 */
export async function targetsTooSmall(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const isInline = (element: Element) => getComputedStyle(element).display.startsWith('inline');
    // Other words on the link's own lines: text of the same block, outside any block inside it.
    const inSentence = (link: Element) => {
      let block = link;
      while (isInline(block) && block.parentElement) block = block.parentElement;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (link.contains(node) || !node.textContent?.trim()) continue;
        let holder = node.parentElement;
        while (holder && holder !== block && isInline(holder)) holder = holder.parentElement;
        if (holder === block) return true;
      }
      return false;
    };
    const small: string[] = [];
    for (const target of container.querySelectorAll<HTMLElement>(selector)) {
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // checkVisibility: also inside a closed <details>, whose content keeps its boxes.
      const hidden =
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        !target.checkVisibility();
      if (hidden || target.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      if (target.tagName === 'A' && style.display === 'inline' && inSentence(target)) continue;
      const label = target instanceof HTMLInputElement ? target.labels?.[0]?.textContent : null;
      const name = (target.getAttribute('aria-label') ?? label ?? target.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      small.push(
        `${target.tagName.toLowerCase()} '${name}': ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`,
      );
    }
    return small;
  });
}

/**
 * Everything past the screen's sides, named: the page's sideways scroll; each outermost visible
 * element crossing an edge (or the box above it that clips or scrolls it); each box cutting its
 * content sideways, no ellipsis. Left out: visually hidden text, form fields (their text scrolls).
 */
export async function partsPastTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screenWidth = root.clientWidth;
    const name = (element: Element) => {
      const box = element.getBoundingClientRect();
      const className = typeof element.className === 'string' ? element.className : '';
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 30);
      const classes = className.trim().split(/\s+/).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} '${label}' (${Math.round(box.left)} to ${Math.round(box.right)} px)`;
    };
    const problems: string[] = [];
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    }
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const clippedInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (clips(box)) return true;
      }
      return false;
    };
    const past: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const field = element.matches('input, textarea, select');
      if (clips(element) && !field && element.scrollWidth > element.clientWidth + 1) {
        if (getComputedStyle(element).textOverflow !== 'ellipsis') {
          problems.push(
            `${name(element)} cuts or scrolls its content: ${element.scrollWidth} px in ${element.clientWidth}`,
          );
        }
      }
      const outside = box.left < -0.5 || box.right > screenWidth + 0.5;
      if (outside && !clippedInside(element) && !past.some((outer) => outer.contains(element))) {
        past.push(element);
      }
    }
    return [...problems, ...past.map((element) => `${name(element)} past the screen's edge`)];
  });
}

/**
 * Words the layout broke inside (a word's letters on two lines), as 'word' (where): a long
 * word at 200 % text on a narrow screen must go whole to the next line, or the box must fit it.
 */
export async function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true })) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) broken.push(`'${word[0]}' (${parent.tagName.toLowerCase()})`);
      }
    }
    return broken;
  });
}

/** What reaches past the edges of the open dialog it is in, as 'tag' 'text' (left to right px). */
export async function partsPastTheirDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past: string[] = [];
    for (const dialog of document.querySelectorAll('[role="dialog"], dialog:popover-open')) {
      if (!dialog.checkVisibility()) continue;
      const panel = dialog.querySelector('.modal-content, .offcanvas') ?? dialog;
      const edge = panel.getBoundingClientRect();
      for (const element of panel.querySelectorAll('*')) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) {
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
          past.push(
            `${element.tagName.toLowerCase()} '${text}' (${Math.round(box.left)} to ${Math.round(box.right)} px in ${Math.round(edge.left)} to ${Math.round(edge.right)})`,
          );
        }
      }
    }
    return past;
  });
}

import type { Page } from '@playwright/test';

/**
 * A focus indicator measured as a person sees it (WCAG 2.2, 1.4.11: 3:1). The product draws a
 * solid outline, outside the element (on what is behind it) or inset (on its own background).
 * Colours are computed; the background is what paints under the ring, translucent layers blended.
 */
export interface FocusRing {
  /** What has the focus, for the failure message: its tag and its name or text. */
  element: string;
  style: string;
  widthPx: number;
  ring: Rgba;
  background: Rgba;
}

type Rgba = [number, number, number, number];

/** The ring of the element that has the focus now, or null when nothing has it (the body). */
export async function focusedRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;

    const parse = (color: string): [number, number, number, number] => {
      const numbers = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [numbers[0], numbers[1], numbers[2], numbers[3] ?? 1];
    };
    // Layers from the element (or its parent) outwards, until one is opaque.
    const style = getComputedStyle(element);
    const insideRing = parseFloat(style.outlineOffset) < 0;
    const layers: [number, number, number, number][] = [];
    for (
      let node: Element | null = insideRing ? element : element.parentElement;
      node;
      node = node.parentElement
    ) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    // The canvas under everything: white, or the dark scheme's body colour (already a layer).
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (const [r, g, b, a] of layers.reverse()) {
      background = [
        r * a + background[0] * (1 - a),
        g * a + background[1] * (1 - a),
        b * a + background[2] * (1 - a),
        1,
      ];
    }
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    return {
      element: `${element.tagName.toLowerCase()} '${name.slice(0, 40)}'`,
      style: style.outlineStyle,
      widthPx: parseFloat(style.outlineWidth),
      ring: parse(style.outlineColor),
      background,
    };
  });
}

function luminance([r, g, b]: Rgba): number {
  const [R, G, B] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** WCAG's contrast ratio of the ring (blended on its background) against that background. */
function ringContrast({ ring, background }: FocusRing): number {
  const a = ring[3];
  const shown: Rgba = [
    ring[0] * a + background[0] * (1 - a),
    ring[1] * a + background[1] * (1 - a),
    ring[2] * a + background[2] * (1 - a),
    1,
  ];
  const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** What is wrong with a ring, or null when it is one a person can see (solid, 2 px, 3:1). */
export function ringProblem(ring: FocusRing): string | null {
  const contrast = ringContrast(ring);
  if (ring.style !== 'solid' || ring.widthPx < 2 || contrast < 3) {
    return `${ring.element}: outline ${ring.style} ${ring.widthPx}px, contrast ${contrast.toFixed(2)}:1`;
  }
  return null;
}

/**
 * Presses Tab through every stop of the page (or of the open dialog, which keeps the focus
 * inside), once each, measuring the ring at each. Ends when a stop comes round again, or when
 * the focus has left the page twice (past the last stop, then again from the first).
 */
export async function ringsAlongTab(page: Page, maxPresses = 120): Promise<FocusRing[]> {
  await page.evaluate(() => {
    (window as unknown as { focusStopsSeen: WeakSet<Element> }).focusStopsSeen = new WeakSet();
  });
  const rings: FocusRing[] = [];
  let leftThePage = 0;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const seenBefore = await page.evaluate(() => {
      const seen = (window as unknown as { focusStopsSeen: WeakSet<Element> }).focusStopsSeen;
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const before = seen.has(element);
      seen.add(element);
      return before;
    });
    if (seenBefore === null) {
      leftThePage += 1;
      if (leftThePage === 2) break;
      continue;
    }
    if (seenBefore) break;
    const ring = await focusedRing(page);
    if (ring) rings.push(ring);
  }
  return rings;
}

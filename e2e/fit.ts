import { expect, type Locator, type Page } from '@playwright/test';

/** Each element shows its whole content: nothing cut at its right edge (an input's text included). */
export async function expectWhole(locator: Locator) {
  const cut = await locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`),
  );
  expect(cut).toEqual([]);
}

/**
 * An input's placeholder is whole (measured as the input's own text, then the value is put back),
 * or, where the screen is too narrow for it, its field already takes the whole width of its row.
 */
export async function expectPlaceholderWhole(input: Locator) {
  const fit = await input.evaluate((element: HTMLInputElement) => {
    const value = element.value;
    element.value = element.placeholder;
    const over = element.scrollWidth - element.clientWidth;
    element.value = value;
    const field = element.closest('.cp-field') ?? element;
    const row = field.parentElement ?? field;
    const rowStyle = getComputedStyle(row);
    const rowWidth =
      row.clientWidth - Number.parseFloat(rowStyle.paddingLeft) - Number.parseFloat(rowStyle.paddingRight);
    return {
      placeholder: element.placeholder,
      over,
      roomLeft: rowWidth - field.getBoundingClientRect().width,
    };
  });
  if (fit.over > 0) {
    expect(
      fit.roomLeft,
      `placeholder "${fit.placeholder}" is cut while its row has room`,
    ).toBeLessThanOrEqual(1);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** How far apart two boxes are (0 when they touch or overlap). */
export const gapBetween = (a: Box, b: Box) =>
  Math.max(
    Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width),
    Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height),
    0,
  );

/** Two elements stand apart by at least `min` pixels. */
export async function expectApart(a: Locator, b: Locator, min = 4) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('both elements must be on screen');
  expect(gapBetween(boxA, boxB)).toBeGreaterThanOrEqual(min);
}

/** In every card or list row on the page, each badge stands at least 4 px clear of each button and link-button. */
export async function expectBadgesClearOfButtons(page: Page) {
  const touching = await page.evaluate(() => {
    const near: string[] = [];
    for (const badge of document.querySelectorAll<HTMLElement>('.cp-badge')) {
      const scope = badge.closest('section, li');
      if (!scope) continue;
      const b = badge.getBoundingClientRect();
      if (b.width === 0) continue;
      for (const button of scope.querySelectorAll<HTMLElement>('button, .cp-button')) {
        const r = button.getBoundingClientRect();
        if (r.width === 0) continue;
        const gap = Math.max(
          Math.max(b.left, r.left) - Math.min(b.right, r.right),
          Math.max(b.top, r.top) - Math.min(b.bottom, r.bottom),
        );
        if (gap < 4) near.push(`"${badge.textContent}" ${gap.toFixed(1)} px from "${button.textContent}"`);
      }
    }
    return near;
  });
  expect(touching).toEqual([]);
}

import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it('never shows more than five pages', () => {
    for (let total = 0; total <= 20; total++) {
      for (let page = 1; page <= total; page++) {
        const pages = pageWindow(page, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(page);
      }
    }
  });
});

describe('pageRange', () => {
  it('gives the first and last item of a page', () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

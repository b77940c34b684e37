import { describe, expect, it } from 'vitest';
import { carouselPosition, visibleCardCount } from './Carousel';

describe('visible carousel cards', () => {
  it.each([
    [1440, 3],
    [1024, 3],
    [1023, 2],
    [768, 2],
    [767, 1],
    [375, 1],
  ])('at %i px shows %i', (width, count) => {
    expect(visibleCardCount(width)).toBe(count);
  });
});

describe('the carousel position read out', () => {
  it.each([
    [0, 3, 5, '1 to 3 of 5'],
    [2, 3, 5, '3 to 5 of 5'],
    [3, 3, 5, '4, 5 and 1 of 5'],
    [4, 2, 5, '5 and 1 of 5'],
    [4, 1, 5, '5 of 5'],
  ])('from card %i with %i shown of %i reads %s', (start, visible, total, text) => {
    expect(carouselPosition(start, visible, total)).toBe(text);
  });
});

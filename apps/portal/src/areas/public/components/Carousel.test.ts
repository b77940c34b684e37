import { describe, expect, it } from 'vitest';
import { visibleCardCount } from './Carousel';

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

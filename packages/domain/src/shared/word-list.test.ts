import { describe, expect, it } from 'vitest';
import { wordList } from './word-list';

describe('wordList', () => {
  it('joins words with commas and a last "and"', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['phone'])).toBe('phone');
    expect(wordList(['phone', 'website'])).toBe('phone and website');
    expect(wordList(['name', 'phone', 'website'])).toBe('name, phone and website');
  });
});

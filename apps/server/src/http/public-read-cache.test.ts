import { describe, expect, it } from 'vitest';
import { PublicReadCache, watchedPublicCaches } from './public-read-cache';

const answer = (text: string) => ({
  body: new TextEncoder().encode(text).buffer as ArrayBuffer,
  contentType: 'application/json',
  etag: `W/"${text}"`,
});

describe('PublicReadCache', () => {
  it('keeps nothing until it is told that changes are told', () => {
    const cache = new PublicReadCache();
    cache.keep('/a', cache.mark(), answer('a'));
    expect(cache.find('/a')).toBeUndefined();
    cache.changed();
    cache.keep('/a', cache.mark(), answer('a'));
    expect(cache.find('/a')?.etag).toBe('W/"a"');
  });

  it('forgets everything on a change, and does not keep an answer made while a change arrived', () => {
    const cache = new PublicReadCache();
    cache.changed();
    cache.keep('/a', cache.mark(), answer('a'));
    const mark = cache.mark();
    cache.changed();
    expect(cache.find('/a')).toBeUndefined();
    cache.keep('/b', mark, answer('b'));
    expect(cache.find('/b')).toBeUndefined();
  });

  it('drops the least recently read answer beyond its size, and answers older than its age', () => {
    let now = 0;
    const cache = new PublicReadCache({ maxEntries: 2, maxAgeMs: 1_000, now: () => now });
    cache.changed();
    cache.keep('/a', cache.mark(), answer('a'));
    cache.keep('/b', cache.mark(), answer('b'));
    expect(cache.find('/a')).toBeDefined();
    cache.keep('/c', cache.mark(), answer('c'));
    expect(cache.find('/b')).toBeUndefined();
    expect(cache.find('/a')).toBeDefined();
    now = 1_001;
    expect(cache.find('/a')).toBeUndefined();
    expect(cache.find('/c')).toBeUndefined();
  });

  it('are made only where the database can tell changes, and listen before they keep', async () => {
    expect(await watchedPublicCaches(undefined)).toEqual({});
    let tell: () => void = () => {};
    const { publicReads, keptPages } = await watchedPublicCaches(async (onChange) => {
      tell = onChange;
    });
    for (const cache of [publicReads, keptPages]) {
      cache?.keep('/a', cache.mark(), answer('a'));
      expect(cache?.find('/a')).toBeUndefined();
    }
    tell();
    for (const cache of [publicReads, keptPages]) {
      cache?.keep('/a', cache.mark(), answer('a'));
      expect(cache?.find('/a')).toBeDefined();
    }
    tell();
    for (const cache of [publicReads, keptPages]) expect(cache?.find('/a')).toBeUndefined();
  });
});

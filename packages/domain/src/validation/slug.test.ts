import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultAdminSlug,
  normalizeSettingsSlug,
  publicPageSlug,
  sanitizeSlugInput,
  slugFromName,
} from './slug';

describe('settings slug (03 §5)', () => {
  it.each([
    ['Pine Lake', 'pine-lake'],
    ["Bob's  RV -- Park!", 'bobs-rv-park'],
    ['Camp_Ground 2', 'campground-2'],
    [' edge ', '-edge-'],
  ])('%j → %j', (text, slug) => {
    expect(normalizeSettingsSlug(text)).toBe(slug);
  });
});

describe('admin slug input and generate-from-name (03 §5)', () => {
  it.each([
    ['Pine-Lake 2!', 'pine-lake2'],
    ['ABC_def', 'abcdef'],
  ])('input %j keeps %j', (text, slug) => {
    expect(sanitizeSlugInput(text)).toBe(slug);
  });

  it.each([
    ['  Pine Lake RV Park  ', 'pine-lake-rv-park'],
    ["Bob's -- Camp!", 'bobs-camp'],
    ['--Edge--', 'edge'],
    ['!!!', ''],
  ])('name %j generates %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('defaults to the lower-cased name with hyphens, else camp-{id} (03 §3)', () => {
    expect(defaultAdminSlug('Pine Lake', 'id1')).toBe('pine-lake');
    expect(defaultAdminSlug('  ', 'id1')).toBe('camp-id1');
    expect(defaultAdminSlug(null, 'id2')).toBe('camp-id2');
  });

  it('uses the campground slug for the public page, else one from its name', () => {
    expect(publicPageSlug({ slug: 'own', name: 'Pine Lake' })).toBe('own');
    expect(publicPageSlug({ slug: null, name: 'Pine Lake' })).toBe('pine-lake');
  });
});

describe('slug properties', () => {
  it('each normalisation is idempotent and yields only a-z, 0-9 and hyphens', () => {
    for (const normalize of [normalizeSettingsSlug, sanitizeSlugInput, slugFromName]) {
      fc.assert(
        fc.property(fc.string(), (text) => {
          const once = normalize(text);
          expect(normalize(once)).toBe(once);
          expect(once).toMatch(/^[a-z0-9-]*$/);
        }),
      );
    }
  });

  it('generated slugs have no hyphen at either edge and none repeated', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugFromName(name);
        expect(slug).not.toMatch(/^-|-$|--/);
      }),
    );
  });
});

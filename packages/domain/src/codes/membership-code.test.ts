import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomInt } from '../shared/random';
import { type CodeSettings, DEFAULT_CODE_SETTINGS, digitCount } from './code-settings';
import {
  campgroundTag,
  codeLayout,
  codeSettingsPreview,
  generateMembershipCode,
  normalizeMembershipCode,
  previewMembershipCode,
} from './membership-code';

const settings = (overrides: Partial<CodeSettings> = {}): CodeSettings => ({
  ...DEFAULT_CODE_SETTINGS,
  ...overrides,
});
/** Plays back the given values, each reduced to the requested range. */
const playback =
  (...values: number[]): RandomInt =>
  (max) => {
    const value = values.length > 1 ? values.shift()! : (values[0] ?? 0);
    return value % max;
  };

describe('campgroundTag (03 §4)', () => {
  it.each([
    ['pine-lake', 'PIN'],
    ['12-oaks-camp', 'OAK'],
    ['a1', 'A'],
    ['123', 'CAM'],
    ['', 'CAM'],
    [null, 'CAM'],
  ])('%s → %s', (slug, tag) => {
    expect(campgroundTag(slug)).toBe(tag);
  });
});

describe('generateMembershipCode', () => {
  it('random mode: prefix, tag, dash, letters, zero-padded number, suffix', () => {
    const random = playback(0, 1, 2, 25, 41);
    expect(
      generateMembershipCode(settings({ prefix: 'VIP', suffix: 'X' }), { random, slug: 'pine-lake' }),
    ).toEqual({
      code: 'VIPPIN-ABCZ0042X',
      nextConsecutive: 0,
    });
  });

  it('consecutive mode uses and returns the next counter, wrapping past the maximum', () => {
    const consecutive = settings({ generateRandomNumbers: false, lastConsecutiveNumber: 41 });
    expect(generateMembershipCode(consecutive, { random: playback(0), slug: 'pine' })).toEqual({
      code: 'PIN-AAAA0042',
      nextConsecutive: 42,
    });
    const full = settings({ generateRandomNumbers: false, numberMin: 10, lastConsecutiveNumber: 9999 });
    expect(generateMembershipCode(full, { random: playback(0), slug: 'pine' }).nextConsecutive).toBe(10);
    const below = settings({ generateRandomNumbers: false, numberMin: 100, lastConsecutiveNumber: 0 });
    expect(generateMembershipCode(below, { random: playback(0), slug: 'pine' }).code).toBe('PIN-AAAA0100');
  });

  it('consecutive mode reaches the minimum and the maximum themselves before wrapping', () => {
    const at = (lastConsecutiveNumber: number) =>
      generateMembershipCode(
        settings({ generateRandomNumbers: false, numberMin: 100, numberMax: 200, lastConsecutiveNumber }),
        { random: playback(0), slug: 'pine' },
      ).code;
    expect(at(99)).toBe('PIN-AAAAA100');
    expect(at(199)).toBe('PIN-AAAAA200');
    expect(at(200)).toBe('PIN-AAAAA100');
  });

  it('random mode can draw every number from the minimum to the maximum', () => {
    const drawn = (value: number) =>
      generateMembershipCode(settings({ numberMin: 100, numberMax: 200 }), {
        random: (max) => (max === 26 ? 0 : value % max),
        slug: 'pine',
      }).code;
    expect(drawn(0)).toBe('PIN-AAAAA100');
    expect(drawn(100)).toBe('PIN-AAAAA200');
  });

  it('letters only and numbers only', () => {
    expect(
      generateMembershipCode(settings({ useNumbers: false, length: 5 }), { random: playback(3), slug: 'x' })
        .code,
    ).toBe('X-DDDDD');
    expect(
      generateMembershipCode(settings({ useLetters: false, length: 6, numberMax: 99 }), {
        random: playback(6),
        slug: null,
      }).code,
    ).toBe('CAM-000007');
  });

  it('refuses invalid settings, which can only come from a bug', () => {
    expect(() => generateMembershipCode(settings({ length: 2 }), { random: playback(0) })).toThrow(
      new RangeError('Invalid membership code settings: Code length must be between 3 and 20 characters'),
    );
  });

  const affix = fc.stringMatching(/^[A-Z0-9-]{0,5}$/);
  const validSettings = fc
    .record({
      mode: fc.constantFrom('combined', 'letters', 'numbers'),
      a: fc.integer({ min: 1, max: 999_999 }),
      b: fc.integer({ min: 1, max: 999_999 }),
      extra: fc.integer({ min: 0, max: 17 }),
      prefix: affix,
      suffix: affix,
      generateRandomNumbers: fc.boolean(),
      lastConsecutiveNumber: fc.integer({ min: 0, max: 999_999 }),
    })
    .map(({ mode, a, b, extra, ...rest }): CodeSettings => {
      const useLetters = mode !== 'numbers';
      const useNumbers = mode !== 'letters';
      const [numberMin, numberMax] = a <= b ? [a, b] : [b, a];
      const minimum = useNumbers ? digitCount(numberMax) + (useLetters ? 1 : 0) : 3;
      const length = Math.min(20, Math.max(3, minimum) + extra);
      return { useLetters, useNumbers, numberMin, numberMax, length, ...rest };
    });

  it('every generated code satisfies its settings', () => {
    fc.assert(
      fc.property(validSettings, fc.array(fc.nat(), { minLength: 1 }), fc.string(), (s, values, slug) => {
        const random = playback(...values);
        const { code, nextConsecutive } = generateMembershipCode(s, { random, slug });
        const head = `${s.prefix}${campgroundTag(slug)}-`;
        expect(code.startsWith(head)).toBe(true);
        expect(code.endsWith(s.suffix)).toBe(true);
        const body = code.slice(head.length, code.length - s.suffix.length);
        expect(body).toHaveLength(s.length);
        const { letterCount, numberWidth } = codeLayout(s);
        expect(letterCount + numberWidth).toBe(s.length);
        expect(body.slice(0, letterCount)).toMatch(/^[A-Z]*$/);
        if (s.useLetters) expect(letterCount).toBeGreaterThan(0);
        const digits = body.slice(letterCount);
        expect(digits).toMatch(s.useNumbers ? /^[0-9]+$/ : /^$/);
        if (s.useNumbers) {
          const n = Number(digits);
          expect(n).toBeGreaterThanOrEqual(s.numberMin);
          expect(n).toBeLessThanOrEqual(s.numberMax);
          expect(nextConsecutive).toBe(s.generateRandomNumbers ? s.lastConsecutiveNumber : n);
        } else {
          expect(nextConsecutive).toBe(s.lastConsecutiveNumber);
        }
        expect(normalizeMembershipCode(code.toLowerCase())).toBe(code);
      }),
    );
  });

  it('the preview has the shape of a real code', () => {
    fc.assert(
      fc.property(validSettings, fc.string(), (s, slug) => {
        const preview = previewMembershipCode(s, slug);
        const real = generateMembershipCode(s, { random: playback(0), slug }).code;
        expect(preview).toHaveLength(real.length);
      }),
    );
  });
});

describe('preview (03 §4)', () => {
  it('shows the sample combined style: prefix, slug tag, dash, letters, 4-digit number, suffix', () => {
    expect(previewMembershipCode(DEFAULT_CODE_SETTINGS, 'pine-lake')).toBe('PIN-ABCD0001');
    expect(previewMembershipCode(settings({ prefix: 'vip', suffix: '-26' }), '')).toBe('VIPCAM-ABCD0001-26');
    expect(
      previewMembershipCode(settings({ generateRandomNumbers: false, lastConsecutiveNumber: 7 }), 'pine'),
    ).toBe('PIN-ABCD0008');
    expect(previewMembershipCode(settings({ useNumbers: false, length: 3 }), 'pine')).toBe('PIN-ABC');
  });

  it('is empty while the settings being edited are invalid', () => {
    expect(previewMembershipCode(settings({ length: 2 }), 'pine')).toBeNull();
  });

  it('answers the server preview with the code style', () => {
    expect(codeSettingsPreview(DEFAULT_CODE_SETTINGS, 'pine')).toEqual({
      sampleMembershipCode: 'PIN-ABCD0001',
      codeStyle: 'combined',
    });
    expect(codeSettingsPreview(settings({ useNumbers: false }), 'pine').codeStyle).toBe('letters');
    expect(codeSettingsPreview(settings({ useLetters: false }), 'pine').codeStyle).toBe('numbers');
  });

  it('normalises entered codes to upper case', () => {
    expect(normalizeMembershipCode('  pin-abcd0001 ')).toBe('PIN-ABCD0001');
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CodeSettings,
  codeSettingsFromColumns,
  codeSettingsToColumns,
  DEFAULT_CODE_SETTINGS,
  resolveCodeSettings,
  validateCodeSettings,
} from './code-settings';

const settings = (overrides: Partial<CodeSettings> = {}): CodeSettings => ({
  ...DEFAULT_CODE_SETTINGS,
  ...overrides,
});
const messageOf = (overrides: Partial<CodeSettings>) => {
  const result = validateCodeSettings(settings(overrides));
  return result.ok ? null : result.message;
};

describe('code settings defaults (03 §9)', () => {
  it('letters and numbers on, random numbers 1 to 9999, length 8, last consecutive 0', () => {
    expect(DEFAULT_CODE_SETTINGS).toEqual({
      useLetters: true,
      useNumbers: true,
      numberMin: 1,
      numberMax: 9999,
      length: 8,
      prefix: '',
      suffix: '',
      generateRandomNumbers: true,
      lastConsecutiveNumber: 0,
    });
  });

  it('fills unset columns with the defaults', () => {
    expect(resolveCodeSettings({ length: 10, prefix: null, useLetters: undefined })).toEqual(
      settings({ length: 10 }),
    );
    expect(resolveCodeSettings()).toEqual(DEFAULT_CODE_SETTINGS);
  });

  it('maps to and from the code_* columns of 03 §3', () => {
    expect(codeSettingsFromColumns({ code_length: 12, code_prefix: null })).toEqual(settings({ length: 12 }));
    const custom = settings({ prefix: 'VIP', generateRandomNumbers: false, lastConsecutiveNumber: 41 });
    expect(codeSettingsToColumns(custom)).toMatchObject({
      code_prefix: 'VIP',
      code_generate_random_numbers: false,
      code_last_consecutive_number: 41,
    });
    expect(codeSettingsFromColumns(codeSettingsToColumns(custom))).toEqual(custom);
  });
});

describe('validateCodeSettings (03 §5)', () => {
  it('accepts the defaults', () => {
    expect(validateCodeSettings(DEFAULT_CODE_SETTINGS)).toEqual({ ok: true, value: DEFAULT_CODE_SETTINGS });
  });

  it.each<[Partial<CodeSettings>, string]>([
    [
      { useLetters: false, useNumbers: false },
      'At least one of "Include Letters" or "Include Numbers" must be enabled for membership codes',
    ],
    [{ numberMin: 500, numberMax: 100 }, 'Minimum number cannot be greater than maximum number'],
    [{ length: 2 }, 'Code length must be between 3 and 20 characters'],
    [{ length: 21 }, 'Code length must be between 3 and 20 characters'],
    [{ length: 8.5 }, 'Code length must be between 3 and 20 characters'],
    [{ numberMin: 0 }, 'Minimum and maximum numbers must be whole numbers between 1 and 999999'],
    [
      { numberMax: 1_000_000, length: 20 },
      'Minimum and maximum numbers must be whole numbers between 1 and 999999',
    ],
    [{ lastConsecutiveNumber: -1 }, 'Last consecutive number must be a whole number between 0 and 999999'],
    [
      { lastConsecutiveNumber: 1_000_000 },
      'Last consecutive number must be a whole number between 0 and 999999',
    ],
    [{ length: 4, numberMax: 9999 }, 'Code length must be at least 5 characters to fit numbers up to 9999'],
    [
      { length: 5, numberMax: 999_999, useLetters: false },
      'Code length must be at least 6 characters to fit numbers up to 999999',
    ],
    [{ prefix: 'VIP_' }, 'Prefix and suffix may contain only letters, numbers and hyphens'],
    [{ suffix: 'é' }, 'Prefix and suffix may contain only letters, numbers and hyphens'],
  ])('%o → %s', (overrides, message) => {
    expect(messageOf(overrides)).toBe(message);
  });

  it('accepts a range of one number', () => {
    expect(messageOf({ numberMin: 42, numberMax: 42 })).toBeNull();
  });

  it('ignores number fields when numbers are off', () => {
    expect(messageOf({ useNumbers: false, numberMin: 500, numberMax: 100, length: 3 })).toBeNull();
  });

  it('reports one message per field, the first problem as the message', () => {
    const result = validateCodeSettings(settings({ useLetters: false, useNumbers: false, length: 30 }));
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_CODE_SETTINGS',
      message: 'At least one of "Include Letters" or "Include Numbers" must be enabled for membership codes',
      fieldErrors: {
        useLetters:
          'At least one of "Include Letters" or "Include Numbers" must be enabled for membership codes',
        length: 'Code length must be between 3 and 20 characters',
      },
    });
  });

  it.each<[Partial<CodeSettings>, keyof CodeSettings]>([
    [{ numberMin: 500, numberMax: 100 }, 'numberMin'],
    [{ numberMin: 0 }, 'numberMin'],
    [{ numberMax: 1_000_000, length: 20 }, 'numberMax'],
    [{ lastConsecutiveNumber: -1 }, 'lastConsecutiveNumber'],
    [{ length: 4, numberMax: 9999 }, 'length'],
    [{ prefix: 'VIP_' }, 'prefix'],
    [{ suffix: 'é' }, 'suffix'],
  ])('%o puts its message beside the %s field', (overrides, field) => {
    const result = validateCodeSettings(settings(overrides));
    expect(result.ok ? null : Object.keys(result.fieldErrors ?? {})).toEqual([field]);
  });

  it('ignores the number bounds when numbers are off', () => {
    expect(messageOf({ useNumbers: false, numberMin: 0, numberMax: 1_000_000, length: 3 })).toBeNull();
  });

  it('upper-cases prefix and suffix', () => {
    const result = validateCodeSettings(settings({ prefix: ' vip-', suffix: 'x ' }));
    expect(result.ok && [result.value.prefix, result.value.suffix]).toEqual(['VIP-', 'X']);
  });
});

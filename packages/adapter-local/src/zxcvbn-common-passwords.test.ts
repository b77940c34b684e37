import { describeCommonPasswordsContract } from '@camppass/core/testing';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { ZxcvbnCommonPasswords } from './zxcvbn-common-passwords';

describeCommonPasswordsContract('ZxcvbnCommonPasswords', () => new ZxcvbnCommonPasswords());

describe('ZxcvbnCommonPasswords', () => {
  it('holds more than the 3000 most common passwords ASVS asks for', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThan(3000);
  });
});

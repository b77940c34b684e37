import { describeCommonPasswordsContract } from '@camppass/core/testing';
import { PASSWORD_MIN_SCORE } from '@camppass/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { ZxcvbnCommonPasswords } from './zxcvbn-common-passwords';

describeCommonPasswordsContract('ZxcvbnCommonPasswords', () => new ZxcvbnCommonPasswords());

describe('ZxcvbnCommonPasswords', () => {
  it('holds more than the 3000 most common passwords ASVS asks for', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThan(3000);
  });
});

describe('ZxcvbnCommonPasswords strength estimate', () => {
  const passwords = new ZxcvbnCommonPasswords();

  it.each([
    ['Passw0rd!', 'similarToCommon'],
    ['Summer2024!', 'similarToCommon'],
  ])('finds %j guessable (below 3), because %s', async (password, weakness) => {
    const estimate = await passwords.estimate(password, []);
    expect(estimate.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(estimate.weakness).toBe(weakness);
  });

  it("finds a password holding the person's e-mail address guessable", async () => {
    expect(await passwords.estimate('Root@example.com1', ['root@example.com'])).toEqual({
      score: 1,
      weakness: 'userInputs',
    });
  });

  it.each(['Quiet-Lake-Pines-42', 'Owner-pass-77'])('finds %j strong enough', async (password) => {
    expect((await passwords.estimate(password, [])).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  it('estimates a 1024-character password within half a second', async () => {
    await passwords.estimate('warm-up', []);
    const started = performance.now();
    await passwords.estimate('P@ssw0rd'.repeat(128), []);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

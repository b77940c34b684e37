import type { CommonPasswords } from '@camppass/core';
import { PASSWORD_WEAKNESSES, type PasswordEstimate, type PasswordWeakness } from '@camppass/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let listed: ReadonlySet<string> | undefined;
let estimator: ZxcvbnFactory | undefined;

/**
 * The estimator's work grows fast with length and l33t substitutions (a 64-character `P@ssw0rd`
 * repeated took 0.8 s with the defaults); the first 64 characters and 8 substitutions keep every
 * estimate within a few tens of milliseconds, and a longer password is judged on its start.
 */
const ESTIMATOR_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 8 } as const;

const weaknessOf = (warning: string | null): PasswordWeakness | null =>
  PASSWORD_WEAKNESSES.find((weakness) => weakness === warning) ?? null;

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, some 30,000 passwords from
 * public breach corpora, all lower case), loaded once on first use and matched without regard to
 * case; and zxcvbn-ts's strength estimate over that list and its keyboard layouts.
 */
export class ZxcvbnCommonPasswords implements CommonPasswords {
  async isCommon(password: string): Promise<boolean> {
    listed ??= new Set(dictionary['passwords-common']);
    return listed.has(password.toLowerCase());
  }

  async estimate(password: string, userInputs: readonly string[]): Promise<PasswordEstimate> {
    estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, ...ESTIMATOR_OPTIONS });
    const result = estimator.check(password, [...userInputs]);
    return { score: result.score, weakness: weaknessOf(result.feedback.warning) };
  }
}

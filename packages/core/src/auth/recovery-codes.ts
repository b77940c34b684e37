import { AUTH_POLICY } from '../config';
import type { RandomSource } from '../ports/random-source';
import type { TokenGenerator } from '../ports/token-generator';
import type { Repositories } from '../ports/unit-of-work';

// Without look-alikes (0/o, 1/l/i), so a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const looksLikeRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`).test(normalizeRecoveryCode(code));

const newCode = (random: RandomSource): string => {
  const letters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[random.int(ALPHABET.length)] ?? 'a');
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
};

/** Ten new codes for the user, stored as hashes only (the old ones stop working); the codes to show once. */
export const issueRecoveryCodes = async (
  repos: Repositories,
  ports: { readonly random: RandomSource; readonly tokens: TokenGenerator },
  userId: string,
  at: Date,
): Promise<string[]> => {
  const codes = new Set<string>();
  while (codes.size < AUTH_POLICY.recoveryCodeCount) codes.add(newCode(ports.random));
  const shown = [...codes];
  await repos.secondFactors.replaceRecoveryCodes(
    userId,
    shown.map((code) => ports.tokens.hash(normalizeRecoveryCode(code))),
    at,
  );
  return shown;
};

import type { ServiceIdentifier } from 'inversify';

/**
 * Secrets handed to a browser or an e-mail (access and refresh tokens, reset codes, invitation
 * tokens) and the one-way hash that is all the database ever keeps of them. Hashing lives here
 * because the core imports no crypto library.
 */
export interface TokenGenerator {
  /**
   * A fresh opaque token of at least 128 random bits, URL-safe (`A-Z a-z 0-9 - _`), so it can
   * travel in a query string without encoding.
   */
  generate(): string;
  /**
   * The deterministic one-way hash of `token` (e.g. SHA-256 as hex): equal tokens give equal
   * hashes, the token cannot be recovered from it, and it never equals the token.
   */
  hash(token: string): string;
}

export const TOKEN_GENERATOR: ServiceIdentifier<TokenGenerator> = Symbol.for('camppass.TokenGenerator');

/**
 * The token of each membership's public status link (the card's QR code). One per membership; the
 * member may replace it, and the old link then finds nothing. The token is an unguessable random
 * string, never the membership code.
 */
export interface MembershipStatusTokenRepository {
  /** The membership's token: the stored one, or `token` stored now when it has none (first caller wins). */
  issue(membershipId: string, token: string, at: Date): Promise<string>;
  /** Stores `token` in place of the membership's current one; the old token stops resolving. */
  replace(membershipId: string, token: string, at: Date): Promise<void>;
  /** The membership the token belongs to, or `null` for an unknown or replaced token. */
  findMembershipId(token: string): Promise<string | null>;
}

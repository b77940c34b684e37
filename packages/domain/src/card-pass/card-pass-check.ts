import type { CalendarDate } from '../dates/calendar-date';
import { type CardPassClaims, cardPassDates, parseCardPass } from './card-pass';

/** A campground's public key as the scanner keeps it. */
export interface CardPassPublicKey {
  readonly keyId: string;
  readonly publicKey: string;
}

/**
 * A membership the scanner must refuse: cancelled (refunds cancel too) or replaced by another, from
 * `at` (seconds since 1970) on; a pass issued before a replaced card's `at` is refused.
 */
export interface CardPassRevocation {
  readonly membershipId: string;
  readonly reason: 'cancelled' | 'replaced';
  readonly at: number;
}

type CardPassVerdict = 'valid' | 'expired' | 'not-started' | 'cancelled' | 'other-campground' | 'not-a-card';

export interface CardPassCheck {
  readonly verdict: CardPassVerdict;
  /** The pass's claims once its signature held; absent for `not-a-card` and `other-campground`. */
  readonly claims?: CardPassClaims;
}

/**
 * The scanner's verdict on a pass at this campground, with no connection: signed by one of the
 * campground's keys (the retired ones too, so rotation keeps old cards working until their end),
 * not revoked, and today within its dates.
 */
export const checkCardPass = async (input: {
  readonly text: string;
  readonly campgroundId: string;
  readonly keys: readonly CardPassPublicKey[];
  readonly revocations: readonly CardPassRevocation[];
  readonly today: CalendarDate;
  /** Ed25519 over `signed` under the raw public key (base64url): Web Crypto, on the server or in the browser. */
  readonly signatureHolds: (publicKey: string, signed: string, signature: string) => Promise<boolean>;
}): Promise<CardPassCheck> => {
  const pass = parseCardPass(input.text);
  if (!pass) return { verdict: 'not-a-card' };
  if (pass.claims.campgroundId !== input.campgroundId) return { verdict: 'other-campground' };
  const key = input.keys.find((candidate) => candidate.keyId === pass.claims.keyId);
  if (!key || !(await input.signatureHolds(key.publicKey, pass.signed, pass.signature)))
    return { verdict: 'not-a-card' };
  const { claims } = pass;
  const revoked = input.revocations.some(
    (entry) =>
      entry.membershipId === claims.membershipId &&
      (entry.reason === 'cancelled' || claims.issuedAt < entry.at),
  );
  if (revoked) return { verdict: 'cancelled', claims };
  return { verdict: cardPassDates(claims, input.today), claims };
};

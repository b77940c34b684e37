/** Where the passkey ceremonies happen: the relying party id (host) and origin of APP_BASE_URL. */
export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origin: string;
}

/** A credential as the verifier needs it to check an assertion. */
export interface PasskeyCredential {
  readonly credentialId: string;
  readonly publicKey: string;
  readonly signCount: number;
  readonly transports: readonly string[];
}

/**
 * What an assertion claims before it is checked: its challenge, its credential, and the user handle
 * the authenticator keeps with a discoverable passkey (the account id given at registration; `null`
 * when the authenticator sent none).
 */
export interface PasskeyClaims {
  readonly challenge: string;
  readonly credentialId: string;
  readonly userHandle: string | null;
}

/** The options handed to the browser (`navigator.credentials.create/get` as JSON): passed through untouched. */
export type PasskeyOptions = Readonly<Record<string, unknown>>;

/**
 * WebAuthn (passkeys) behind a port, so the use cases keep the challenges, accounts and rules and
 * the adapter the CBOR, COSE and signature checks. Challenges are made by the caller (base64url).
 */
export interface PasskeyVerifier {
  registrationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly userId: string;
    readonly userName: string;
    readonly excludeCredentialIds: readonly string[];
  }): Promise<PasskeyOptions>;
  /** The new credential when the response answers this challenge for this relying party, else `null`. */
  verifyRegistration(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
  }): Promise<PasskeyCredential | null>;
  authenticationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    /** Empty for a sign-in without an e-mail: the browser offers the passkeys it keeps for the site. */
    readonly allowCredentialIds: readonly string[];
    /** Whether the authenticator must verify the person (PIN, biometrics), not only their presence. */
    readonly requireUserVerification: boolean;
  }): Promise<PasskeyOptions>;
  /** The challenge and credential id a response claims (unchecked), to find them; `null` when unreadable. */
  claimsOf(response: unknown): PasskeyClaims | null;
  /** The authenticator's new counter when the assertion is signed by this credential for this challenge, else `null`. */
  verifyAuthentication(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
    readonly credential: PasskeyCredential;
    /** Refuse an assertion whose authenticator did not verify the person. */
    readonly requireUserVerification: boolean;
  }): Promise<{ readonly signCount: number } | null>;
}

import type { GoogleUpdateOutcome, WalletPassContent } from '@camppass/core';
import type { GoogleWalletCredentials } from './credentials';
import { googlePassObject, signedJwt } from './google-save';

/** Google's OAuth 2 token endpoint, which trades the service account's signed assertion for a token. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** The Google Wallet REST API. */
export const GOOGLE_WALLET_API = 'https://walletobjects.googleapis.com';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** How long an assertion asks its token to last, in seconds (Google's most). */
const ASSERTION_LIFETIME = 3600;
/** A token is no longer used a minute before it expires. */
const EXPIRY_MARGIN_MS = 60_000;

/** Where the token and the updates are asked for, and how long each request may take. */
interface GoogleEndpoints {
  readonly tokenUrl: string;
  readonly apiOrigin: string;
  readonly timeoutMs: number;
}

interface AccessToken {
  readonly value: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** Drops an answer's body unread, so that its connection is free again. */
const discard = (response: Response) => {
  response.body?.cancel().catch(() => undefined);
};

/**
 * Brings the members' Google Wallet objects up to date through the Wallet REST API, with an access token
 * the service account obtains (the JWT bearer grant) and keeps until a minute before it expires.
 */
export class GoogleObjectUpdates {
  private token: AccessToken | null = null;
  /** The token being asked for, shared by the updates that wait for it. */
  private asking: Promise<string | null> | null = null;

  constructor(
    private readonly credentials: GoogleWalletCredentials,
    private readonly endpoints: GoogleEndpoints,
    private readonly now: () => Date,
  ) {}

  /** PATCHes the membership's generic object to the content, the same object its save link carries. */
  async update(content: WalletPassContent): Promise<GoogleUpdateOutcome> {
    const token = await this.accessToken();
    if (!token) return 'failed';
    const object = googlePassObject(this.credentials.issuerId, content);
    const url = `${this.endpoints.apiOrigin}/walletobjects/v1/genericObject/${encodeURIComponent(object.id)}`;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(object),
        signal: AbortSignal.timeout(this.endpoints.timeoutMs),
      });
      discard(response);
      status = response.status;
    } catch {
      return 'failed';
    }
    if (status === 401 && this.token?.value === token) this.token = null;
    if (status === 200) return 'updated';
    return status === 404 ? 'unknown' : 'failed';
  }

  private accessToken(): Promise<string | null> {
    const kept = this.token;
    if (kept && this.now().getTime() < kept.expiresAt - EXPIRY_MARGIN_MS) return Promise.resolve(kept.value);
    this.asking ??= this.askForToken().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  /** A new access token for the service account, `null` when Google gives none. */
  private async askForToken(): Promise<string | null> {
    const { serviceAccountEmail, privateKey } = this.credentials;
    const iat = Math.floor(this.now().getTime() / 1000);
    const assertion = signedJwt(privateKey, {
      iss: serviceAccountEmail,
      scope: SCOPE,
      aud: this.endpoints.tokenUrl,
      iat,
      exp: iat + ASSERTION_LIFETIME,
    });
    try {
      const response = await fetch(this.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
        signal: AbortSignal.timeout(this.endpoints.timeoutMs),
      });
      if (!response.ok) {
        discard(response);
        return null;
      }
      const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof answer.access_token !== 'string' || answer.access_token === '') return null;
      const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : ASSERTION_LIFETIME;
      this.token = { value: answer.access_token, expiresAt: this.now().getTime() + lifetime * 1000 };
      return answer.access_token;
    } catch {
      return null;
    }
  }
}

import type {
  ApplePushOutcome,
  GoogleUpdateOutcome,
  GoogleWalletSave,
  WalletPassContent,
  WalletPasses,
} from '@camppass/core';
import { WALLET_PASS_WORDS } from '@camppass/domain';
import { buildApplePass } from './apple-pass';
import { APNS_ORIGIN, pushPassUpdates } from './apple-push';
import {
  type AppleWalletCredentials,
  DEVELOPMENT_PASS_TYPE_IDENTIFIER,
  type GoogleWalletCredentials,
} from './credentials';
import { buildGoogleSave } from './google-save';
import { GOOGLE_TOKEN_URL, GOOGLE_WALLET_API, GoogleObjectUpdates } from './google-update';

export interface WalletCredentials {
  readonly apple: AppleWalletCredentials;
  readonly google: GoogleWalletCredentials;
}

/** Where pass updates go: Apple's and Google's own services, or a test's stand-ins. */
export interface WalletServices {
  /** APNs' origin, and a certificate authority (PEM) to trust besides the system's ones. */
  readonly apns: { readonly origin: string; readonly ca?: string };
  readonly googleTokenUrl: string;
  readonly googleApiOrigin: string;
  /** Milliseconds each push or request may take. */
  readonly timeoutMs: number;
}

const WALLET_SERVICES: WalletServices = {
  apns: { origin: APNS_ORIGIN },
  googleTokenUrl: GOOGLE_TOKEN_URL,
  googleApiOrigin: GOOGLE_WALLET_API,
  timeoutMs: 10_000,
};

export interface WalletPassMakerOptions {
  /** The configured Apple Wallet credentials; `null` when not configured (development ones stand in). */
  readonly apple: AppleWalletCredentials | null;
  /** The configured Google Wallet issuer and service account; `null` when not configured. */
  readonly google: GoogleWalletCredentials | null;
  /** Stand-ins for what is not configured, made on the first pass that needs one (keys take a moment). */
  readonly developmentCredentials: () => WalletCredentials;
  /** The portal's origin, allowed to show the Google save button. */
  readonly origin: string;
  readonly now: () => Date;
  /** Apple's and Google's services unless told otherwise. */
  readonly services?: Partial<WalletServices>;
}

/**
 * Apple Wallet passes through passkit-generator and Google Wallet save links signed with node:crypto;
 * their updates as APNs pushes and Google Wallet object updates. A wallet that is not configured has
 * development credentials stand in: its passes are made, but phones refuse them, so nobody is told of
 * their changes ('skipped').
 */
export class WalletPassMaker implements WalletPasses {
  /** Either wallet is not configured: phones refuse its passes. */
  readonly development: boolean;
  readonly applePassTypeIdentifier: string;

  private standIns: WalletCredentials | null = null;
  private readonly services: WalletServices;
  private readonly googleUpdates: GoogleObjectUpdates | null;

  constructor(private readonly options: WalletPassMakerOptions) {
    this.development = !options.apple || !options.google;
    this.applePassTypeIdentifier = options.apple?.passTypeIdentifier ?? DEVELOPMENT_PASS_TYPE_IDENTIFIER;
    this.services = { ...WALLET_SERVICES, ...options.services };
    const { googleTokenUrl: tokenUrl, googleApiOrigin: apiOrigin, timeoutMs } = this.services;
    this.googleUpdates = options.google
      ? new GoogleObjectUpdates(options.google, { tokenUrl, apiOrigin, timeoutMs }, options.now)
      : null;
  }

  private get credentials(): WalletCredentials {
    const { apple, google } = this.options;
    if (apple && google) return { apple, google };
    this.standIns ??= this.options.developmentCredentials();
    return { apple: apple ?? this.standIns.apple, google: google ?? this.standIns.google };
  }

  applePass(content: WalletPassContent): Promise<Uint8Array> {
    return buildApplePass(this.credentials.apple, content, {
      member: WALLET_PASS_WORDS.memberLabel,
      type: WALLET_PASS_WORDS.typeLabel,
      code: WALLET_PASS_WORDS.codeLabel,
    });
  }

  async googleSave(content: WalletPassContent): Promise<GoogleWalletSave> {
    return buildGoogleSave(this.credentials.google, content, {
      origin: this.options.origin,
      nowSeconds: Math.floor(this.options.now().getTime() / 1000),
      development: !this.options.google,
    });
  }

  async notifyApple(pushTokens: readonly string[]): Promise<ReadonlyMap<string, ApplePushOutcome>> {
    const { apple } = this.options;
    if (!apple) return new Map(pushTokens.map((token) => [token, 'skipped']));
    return pushPassUpdates(apple, pushTokens, { ...this.services.apns, timeoutMs: this.services.timeoutMs });
  }

  async updateGoogle(content: WalletPassContent): Promise<GoogleUpdateOutcome> {
    return this.googleUpdates ? this.googleUpdates.update(content) : 'skipped';
  }
}

import type { GoogleWalletSave, WalletPassContent, WalletPasses } from '@camppass/core';
import { WALLET_PASS_WORDS } from '@camppass/domain';
import { buildApplePass } from './apple-pass';
import type { AppleWalletCredentials, GoogleWalletCredentials } from './credentials';

export interface WalletCredentials {
  readonly apple: AppleWalletCredentials;
  readonly google: GoogleWalletCredentials;
}

import { buildGoogleSave } from './google-save';

export interface WalletPassMakerOptions {
  /** Read once, on the first pass (a development certificate takes a moment to make). */
  readonly credentials: () => WalletCredentials;
  /** Either credential is a development one: phones refuse the passes, and no Google link is offered. */
  readonly development: boolean;
  /** The portal's origin, allowed to show the Google save button. */
  readonly origin: string;
  readonly now: () => Date;
}

/** Apple Wallet passes through passkit-generator and Google Wallet save links signed with node:crypto. */
export class WalletPassMaker implements WalletPasses {
  readonly development: boolean;

  private made: WalletCredentials | null = null;

  constructor(private readonly options: WalletPassMakerOptions) {
    this.development = options.development;
  }

  private get credentials(): WalletCredentials {
    this.made ??= this.options.credentials();
    return this.made;
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
      development: this.development,
    });
  }
}

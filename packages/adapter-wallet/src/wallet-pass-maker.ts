import type { GoogleWalletSave, WalletPassContent, WalletPasses } from '@camppass/core';
import { WALLET_PASS_WORDS } from '@camppass/domain';
import { buildApplePass } from './apple-pass';
import type { AppleWalletCredentials, GoogleWalletCredentials } from './credentials';
import { buildGoogleSave } from './google-save';

export interface WalletPassMakerOptions {
  readonly apple: AppleWalletCredentials;
  readonly google: GoogleWalletCredentials;
  /** Either credential is a development one: phones refuse the passes, and no Google link is offered. */
  readonly development: boolean;
  /** The portal's origin, allowed to show the Google save button. */
  readonly origin: string;
  readonly now: () => Date;
}

/** Apple Wallet passes through passkit-generator and Google Wallet save links signed with node:crypto. */
export class WalletPassMaker implements WalletPasses {
  readonly development: boolean;

  constructor(private readonly options: WalletPassMakerOptions) {
    this.development = options.development;
  }

  applePass(content: WalletPassContent): Promise<Uint8Array> {
    return buildApplePass(this.options.apple, content, {
      member: WALLET_PASS_WORDS.memberLabel,
      type: WALLET_PASS_WORDS.typeLabel,
      code: WALLET_PASS_WORDS.codeLabel,
    });
  }

  async googleSave(content: WalletPassContent): Promise<GoogleWalletSave> {
    return buildGoogleSave(this.options.google, content, {
      origin: this.options.origin,
      nowSeconds: Math.floor(this.options.now().getTime() / 1000),
      development: this.development,
    });
  }
}

import type { ServiceIdentifier } from 'inversify';

/** One labelled line of a wallet pass (valid from, valid to, status), already worded by the use case. */
interface WalletPassField {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** Everything a membership's wallet pass shows, the same as its card image. */
export interface WalletPassContent {
  /** The membership's id: one pass per membership, replaced when its dates change. */
  readonly serialNumber: string;
  readonly campgroundName: string;
  readonly memberName: string;
  readonly membershipTypeName: string;
  readonly membershipCode: string;
  /** `YYYY-MM-DD`. */
  readonly startDate: string;
  /** `YYYY-MM-DD`; the pass expires after this day. */
  readonly endDate: string;
  /** Shown under the member's name: the dates and status, label and value. */
  readonly fields: readonly WalletPassField[];
  /** `#RRGGBB` colours of the campground's brand. */
  readonly backgroundColor: string;
  readonly foregroundColor: string;
  readonly labelColor: string;
  /** The card's QR text: the status link with the signed card pass in its fragment. */
  readonly qrText: string;
  /** The text under the QR code. */
  readonly qrCaption: string;
  /** The campground's uploaded logo when it is a PNG (the one image type both wallets' passes take). */
  readonly logoPng: Uint8Array | null;
  /** The logo's public address (`https://…`), for Google, which fetches it itself; `null` without one. */
  readonly logoUrl: string | null;
  /** What the wallet says the pass is. */
  readonly description: string;
}

/** A Google Wallet "save" JWT and the link that opens it, `null` where the issuer is a development one. */
export interface GoogleWalletSave {
  readonly jwt: string;
  readonly saveUrl: string | null;
  /** The JWT's claims, shown in development instead of a link that cannot work. */
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Builds the membership card as an Apple Wallet pass and as a Google Wallet save link. */
export interface WalletPasses {
  /** Whether the passes are signed with development credentials that phones refuse. */
  readonly development: boolean;
  /** A signed `.pkpass` (a zip: pass.json, its images, manifest.json and signature). */
  applePass(content: WalletPassContent): Promise<Uint8Array>;
  googleSave(content: WalletPassContent): Promise<GoogleWalletSave>;
}

export const WALLET_PASSES: ServiceIdentifier<WalletPasses> = Symbol.for('camppass.WalletPasses');

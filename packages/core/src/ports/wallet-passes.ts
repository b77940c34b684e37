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
  /** Where Apple Wallet asks for the pass's updates, and the token it proves itself with. */
  readonly appleWebService: AppleWebService;
}

/** Apple's pass web service: `webServiceURL` and `authenticationToken` of pass.json. */
export interface AppleWebService {
  /** The service's base address, `{portal}/wallet/apple` (Apple appends `/v1/...`). */
  readonly url: string;
  /** Derived from the serial number; at least 16 characters, as Apple asks. */
  readonly authenticationToken: string;
}

/** What one push to Apple's notification service came to for a push token. */
export type ApplePushOutcome =
  /** APNs took it: the device will ask for its updated passes. */
  | 'sent'
  /** APNs says the token is no longer valid (410, or 400 BadDeviceToken): forget it. */
  | 'gone'
  /** Not sent (the network, or APNs failing): try again later. */
  | 'failed'
  /** Apple Wallet is not configured (development credentials): no device can hold the pass. */
  | 'skipped';

/** What updating a membership's Google Wallet object came to. */
export type GoogleUpdateOutcome =
  /** Google has the object as the content says now. */
  | 'updated'
  /** No such object: the member never saved the pass; nothing to update. */
  | 'unknown'
  /** Not updated (the network, Google failing): try again later. */
  | 'failed'
  /** Google Wallet is not configured (development credentials). */
  | 'skipped';

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
  /** The Apple pass type identifier the passes are signed for, the web service's path segment. */
  readonly applePassTypeIdentifier: string;
  /** Tells the devices of these push tokens that a pass changed (an empty APNs push each, one per token). */
  notifyApple(pushTokens: readonly string[]): Promise<ReadonlyMap<string, ApplePushOutcome>>;
  /** Brings the membership's Google Wallet object to this content (a PATCH through the Wallet REST API). */
  updateGoogle(content: WalletPassContent): Promise<GoogleUpdateOutcome>;
}

export const WALLET_PASSES: ServiceIdentifier<WalletPasses> = Symbol.for('camppass.WalletPasses');

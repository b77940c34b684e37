import {
  MEMBERSHIP_CARD_WORDS,
  membershipCardFileName,
  ok,
  type Result,
  WALLET_PASS_WORDS,
} from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { FileStorage } from '../ports/file-storage';
import type { AppleWebService, GoogleWalletSave, WalletPassContent } from '../ports/wallet-passes';
import { campgroundFileKeyFromUrl } from '../shared/campground-files';
import type { Principal } from '../shared/principal';
import { cardContent, loadCard } from './get-membership-card';
import { actAsMember } from './member-access';
import type { MemberMembership } from './member-memberships';
import { WALLET_SERVICE_PATH, walletPassToken } from './wallet-pass-token';

/** What a wallet pass is made from. */
export type WalletPassPorts = Pick<CorePorts, 'unitOfWork' | 'storage' | 'tokens' | 'clock' | 'config'>;
type Ports = WalletPassPorts & Pick<CorePorts, 'walletPasses' | 'repos'>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The campground's uploaded logo, when it is one of our stored files and a PNG. */
const logoPngOf = async (
  storage: FileStorage,
  logoUrl: string | null | undefined,
): Promise<Uint8Array | null> => {
  const key = campgroundFileKeyFromUrl(logoUrl ?? null);
  const file = key ? await storage.get(key) : null;
  return file && PNG_SIGNATURE.every((byte, index) => file.bytes[index] === byte) ? file.bytes : null;
};
type Failure = 'FORBIDDEN' | 'MEMBERSHIP_NOT_FOUND';

/** The wallet pass's content: the card image's words, colours and QR, with the dates as the wallet reads them. */
const walletPassContent = (
  described: MemberMembership,
  memberName: string,
  statusUrl: string,
  logo: { readonly png: Uint8Array | null; readonly url: string | null },
  appleWebService: AppleWebService,
): WalletPassContent => {
  const card = cardContent(described, memberName, statusUrl);
  const { membership } = described;
  return {
    serialNumber: membership.id,
    campgroundName: card.campgroundName,
    memberName: card.memberName,
    membershipTypeName: card.membershipTypeName,
    membershipCode: card.membershipCode,
    startDate: membership.startDate,
    endDate: membership.endDate,
    fields: card.details.map(([label, value], index) => ({
      key: ['validFrom', 'validTo', 'status'][index] ?? `detail${index}`,
      label,
      value,
    })),
    backgroundColor: card.backgroundColor,
    foregroundColor: card.textColor,
    labelColor: card.textColor,
    qrText: card.qrText,
    qrCaption: MEMBERSHIP_CARD_WORDS.footer,
    logoPng: logo.png,
    logoUrl: logo.url,
    description: WALLET_PASS_WORDS.description(card.campgroundName),
    appleWebService,
  };
};

/**
 * The member's membership as its wallet pass shows it now: a fresh status link and signed card pass in
 * the QR, the campground's logo, and where Apple Wallet asks for the pass's updates.
 */
export const walletPassOf = async (ports: WalletPassPorts, memberId: string, membershipId: string) => {
  const found = await loadCard(ports, memberId, membershipId);
  if (!found.ok) return found;
  const { described, memberName, statusUrl } = found.value;
  const logoUrl = described.campground?.brandingLogoUrl ?? null;
  const logo = {
    png: await logoPngOf(ports.storage, logoUrl),
    url: logoUrl ? new URL(logoUrl, `${ports.config.appBaseUrl.replace(/\/+$/, '')}/`).href : null,
  };
  const service = {
    url: portalLink(ports.config, WALLET_SERVICE_PATH, {}),
    // The token of the serial number the pass carries (the stored id, not the caller's spelling of it).
    authenticationToken: await walletPassToken(ports.config, described.membership.id),
  };
  return ok({ described, content: walletPassContent(described, memberName, statusUrl, logo, service) });
};

const passFor = async (ports: Ports, caller: Principal, membershipId: string) => {
  const member = actAsMember(caller);
  if (!member.ok) return member;
  return walletPassOf(ports, member.value, membershipId);
};

export interface AppleWalletPass {
  /** `membership-card-{code}.pkpass`. */
  readonly fileName: string;
  readonly pkpass: Uint8Array;
  /** Signed with a development certificate that phones refuse. */
  readonly development: boolean;
}

/** One of the caller's memberships as an Apple Wallet pass carrying the card's signed QR. */
export class GetMembershipApplePass {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<AppleWalletPass, Failure>> {
    const pass = await passFor(this.ports, input.caller, input.membershipId);
    if (!pass.ok) return pass;
    const pkpass = await this.ports.walletPasses.applePass(pass.value.content);
    const fileName = membershipCardFileName(pass.value.described.membership.membershipCode).replace(
      /\.png$/,
      '.pkpass',
    );
    return ok({ fileName, pkpass, development: this.ports.walletPasses.development });
  }
}

export interface GoogleWalletLink extends GoogleWalletSave {
  /** The issuer is a development one: the link cannot work, the payload is shown instead. */
  readonly development: boolean;
}

/** One of the caller's memberships as a Google Wallet "save" link (a signed JWT) carrying the card's signed QR. */
export class GetMembershipGooglePass {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<GoogleWalletLink, Failure>> {
    const pass = await passFor(this.ports, input.caller, input.membershipId);
    if (!pass.ok) return pass;
    const save = await this.ports.walletPasses.googleSave(pass.value.content);
    // The object the link saves is updated from here on when the membership changes (a member who
    // never saves it costs one update that Google answers 404).
    await this.ports.repos.walletRegistrations.register(
      { wallet: 'google', deviceId: '', pushToken: null, membershipId: pass.value.described.membership.id },
      this.ports.clock.now(),
    );
    return ok({ ...save, development: this.ports.walletPasses.development });
  }
}

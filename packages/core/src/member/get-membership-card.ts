import {
  DEFAULT_CARD_COLORS,
  formatMMDDYYYY,
  MEMBERSHIP_CARD_WORDS,
  membershipCardFileName,
  membershipCardStatus,
  ok,
  parseHexColor,
  type Result,
  readableTextColor,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipCardContent } from '../ports/membership-card-renderer';
import { issueCardPass } from '../shared/card-pass-keys';
import type { Principal } from '../shared/principal';
import { passClaims } from './card-pass-claims';
import { actAsMember, ownMembership } from './member-access';
import type { MemberMembership } from './member-memberships';
import { describeOne } from './member-memberships';
import { issueStatusToken } from './membership-status-token';
import { statusLink } from './policy';

/** 02 §2: the card image is 800x1200. */
export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 1200;

export interface MembershipCard {
  /** `membership-card-{code}.png` (02 §2). */
  readonly fileName: string;
  readonly png: Uint8Array;
  readonly statusUrl: string;
}

const colourOr = (value: string | undefined, fallback: string): string =>
  value && parseHexColor(value) ? value : fallback;

/** The card's words and colours: the campground's brand, each text colour chosen by contrast. */
export const cardContent = (
  described: MemberMembership,
  memberName: string,
  statusUrl: string,
): MembershipCardContent => {
  const { membership, campground, type } = described;
  const backgroundColor = colourOr(campground?.brandingPrimaryColor, DEFAULT_CARD_COLORS.primary);
  const accentColor = colourOr(campground?.brandingSecondaryColor, DEFAULT_CARD_COLORS.secondary);
  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    backgroundColor,
    accentColor,
    textColor: readableTextColor(backgroundColor, campground?.brandingTextColor),
    accentTextColor: readableTextColor(accentColor),
    campgroundName: campground?.name ?? '',
    memberName,
    membershipTypeName: type ? type.displayName || type.name : '',
    membershipCode: membership.membershipCode,
    details: [
      [MEMBERSHIP_CARD_WORDS.validFrom, formatMMDDYYYY(membership.startDate)],
      [MEMBERSHIP_CARD_WORDS.validTo, formatMMDDYYYY(membership.endDate)],
      [MEMBERSHIP_CARD_WORDS.status, membershipCardStatus(described.displayStatus, membership.startDate)],
    ],
    qrText: statusUrl,
    footer: MEMBERSHIP_CARD_WORDS.footer,
  };
};

/** One of the member's memberships with its name and card link (status token and signed pass), issued now. */
export const loadCard = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock' | 'config'>,
  memberId: string,
  membershipId: string,
): Promise<
  Result<{ described: MemberMembership; memberName: string; statusUrl: string }, 'MEMBERSHIP_NOT_FOUND'>
> => {
  const now = ports.clock.now();
  return ports.unitOfWork.run(async (repos) => {
    const membership = await ownMembership(repos, memberId, membershipId);
    if (!membership.ok) return membership;
    const described = await describeOne(repos, membership.value, now);
    const profile = await repos.users.findProfile(memberId);
    const token = await issueStatusToken(repos, ports.tokens, membership.value.id, now);
    const memberName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
    const pass = await issueCardPass(repos, ports.config, passClaims(membership.value), now);
    return ok({ described, memberName, statusUrl: statusLink(ports.config, token, pass) });
  });
};

/** The digital card of one of the caller's memberships as a PNG, its QR code opening the status page and carrying the signed pass. */
export class GetMembershipCard {
  constructor(
    private readonly ports: Pick<CorePorts, 'unitOfWork' | 'cardRenderer' | 'tokens' | 'clock' | 'config'>,
  ) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<MembershipCard, 'FORBIDDEN' | 'MEMBERSHIP_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const found = await loadCard(this.ports, member.value, input.membershipId);
    if (!found.ok) return found;
    const { described, memberName, statusUrl } = found.value;
    const png = await this.ports.cardRenderer.renderPng(cardContent(described, memberName, statusUrl));
    return ok({
      fileName: membershipCardFileName(described.membership.membershipCode),
      png,
      statusUrl,
    });
  }
}

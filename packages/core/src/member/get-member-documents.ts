import { err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { SignedUrl } from '../ports/file-storage';
import type {
  IdentityDocumentKind,
  IdentityDocumentRecord,
} from '../ports/repositories/identity-document-repository';
import type { ProfileRecord } from '../ports/repositories/user-repository';
import { documentLink } from '../shared/document-link';
import type { Principal } from '../shared/principal';
import { actAsMember, ownUserId } from './member-access';
import { MEMBER_POLICY, PROFILE_NOT_FOUND_MESSAGE } from './policy';

export interface MemberDocument {
  readonly document: IdentityDocumentRecord;
  readonly campgroundName: string | null;
  readonly membershipCode: string | null;
  /** A readable name: what it is, for which membership, with the stored file's extension. */
  readonly fileName: string;
  /** The short-lived link, or `null` when it could not be signed (shown as 'Limited Access'). */
  readonly link: SignedUrl | null;
  readonly error: string | null;
}

export interface MemberDocuments {
  readonly profile: ProfileRecord;
  readonly documents: readonly MemberDocument[];
}

const NAME_OF: Readonly<Record<IdentityDocumentKind, string>> = {
  selfie: 'selfie-id',
  'military-document': 'military-document',
  signature: 'signature',
};

const extensionOf = (key: string): string => /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';

/**
 * get-user-documents (02 §7): the caller's own identity documents (selfie with ID, military document,
 * signature) at every campground, each with a signed link that expires after a few minutes. The
 * files stay private; only the member whose documents they are gets links here.
 */
export class GetMemberDocuments {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'storage'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly userId?: string | null;
  }): Promise<Result<MemberDocuments, 'FORBIDDEN' | 'PROFILE_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const own = ownUserId(member.value, input.userId);
    if (!own.ok) return own;
    const found = await this.ports.unitOfWork.run(async (repos) => {
      const profile = await repos.users.findProfile(own.value);
      if (!profile) return null;
      const documents = await repos.identityDocuments.listByUser(own.value);
      const byId = <T extends { readonly id: string }>(rows: readonly T[]) =>
        new Map(rows.map((r) => [r.id, r]));
      // One read for the campgrounds and one for the memberships, however many documents there are.
      const campgrounds = byId(await repos.campgrounds.listByIds(documents.map((d) => d.campgroundId)));
      const memberships = byId(await repos.memberships.listByIds(documents.map((d) => d.membershipId)));
      const described = documents.map((document) => ({
        document,
        campground: campgrounds.get(document.campgroundId) ?? null,
        membership: memberships.get(document.membershipId) ?? null,
      }));
      return { profile, described };
    });
    if (!found) return err('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE);
    const documents: MemberDocument[] = [];
    for (const { document, campground, membership } of found.described) {
      const code = membership?.membershipCode ?? null;
      const fileName = `${NAME_OF[document.kind]}${code ? `-${code}` : ''}.${extensionOf(document.storageKey)}`;
      const { link, error } = await documentLink(this.ports.storage, document.storageKey, {
        expiresInSeconds: MEMBER_POLICY.documentLinkSeconds,
        disposition: 'attachment',
      });
      documents.push({
        document,
        campgroundName: campground?.name ?? null,
        membershipCode: code,
        fileName,
        link,
        error,
      });
    }
    return ok({ profile: found.profile, documents });
  }
}

import { ListDocumentsForReview } from '../owner/list-documents-for-review';
import { ListMilitaryUsers } from '../owner/list-military-users';
import { ReviewDocument } from '../owner/review-document';
import type {
  IdentityDocumentKind,
  IdentityDocumentStatus,
} from '../ports/repositories/identity-document-repository';
import type { StoredRole } from '../ports/repositories/role-repository';
import type { Principal } from '../shared/principal';
import { aProfile, aUser, minutesAfterT0, T0 } from './builders';
import { seedCampground, unwrap } from './contract-harness';
import { setUpMemberArea } from './member-area-fixture';

/**
 * Pine Valley with documents of its members, another campground with one of its own, real accounts
 * for an owner, a staff member, the other campground's owner and a member, and the document
 * verification use cases over the fakes (files stored for every document unless told otherwise).
 */
export const setUpOwnerDocuments = async () => {
  const f = await setUpMemberArea();
  const otherCampground = await seedCampground(f.repos, { name: 'Other Camp', slug: 'other-camp' });
  const person = async (email: string, firstName: string, grants: [StoredRole, string | null][]) => {
    const user = unwrap(await f.repos.users.create(aUser({ email })));
    await f.repos.users.saveProfile(user.id, aProfile({ firstName, lastName: 'Reviewer' }), T0);
    const roles = grants.map(([role, campgroundId]) => ({
      userId: user.id,
      role,
      campgroundId,
      createdAt: T0,
    }));
    for (const grant of roles) await f.repos.roles.grant(grant);
    const principal: Principal = { userId: user.id, sessionId: `session-${user.id}`, roles };
    return { user, principal };
  };
  const owner = await person('owner@camppass.test', 'Olive', [['owner', f.campground.id]]);
  const staff = await person('staff@camppass.test', 'Stan', [['staff', f.campground.id]]);
  const otherOwner = await person('other-owner@camppass.test', 'Otto', [['owner', otherCampground.id]]);
  const document = async (
    memberId: string,
    kind: IdentityDocumentKind,
    fields: {
      code: string;
      minutes?: number;
      status?: IdentityDocumentStatus;
      stored?: boolean;
      at?: string;
    },
  ) => {
    const campgroundId = fields.at ?? f.campground.id;
    const membership = await f.membership(memberId, {
      membershipCode: fields.code,
      campgroundId,
      ...(campgroundId === f.campground.id ? {} : { membershipTypeId: f.annual.id }),
    });
    const storageKey = `uploads/${kind}/${fields.code}.png`;
    if (fields.stored !== false) await f.storage.put(storageKey, Uint8Array.of(0x89, 0x50), 'image/png');
    return f.repos.identityDocuments.create({
      membershipId: membership.id,
      userId: memberId,
      campgroundId,
      kind,
      storageKey,
      contentType: 'image/png',
      status: fields.status ?? 'pending',
      createdAt: minutesAfterT0(fields.minutes ?? 0),
    });
  };
  return {
    ...f,
    otherCampground,
    owner,
    staff,
    otherOwner,
    document,
    use: {
      ...f.use,
      list: new ListDocumentsForReview(f.core),
      military: new ListMilitaryUsers(f.core),
      review: new ReviewDocument(f.core),
    },
  };
};

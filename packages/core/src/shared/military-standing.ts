import type { Repositories } from '../ports/unit-of-work';

/** Where a member stands on the military discount at a campground, by their military documents. */
export type MilitaryStanding = 'approved' | 'pending' | 'rejected' | 'none';

/**
 * A member's military standing at a campground
 * (docs/decisions/identity-documents-and-files.md#military-standing): approved once any of their
 * military documents there is approved; otherwise pending while one awaits review; rejected when
 * every one was rejected; none without documents. Renewal pricing gives the military discount on
 * `approved` only.
 */
export const militaryStanding = async (
  repos: Pick<Repositories, 'identityDocuments'>,
  memberId: string,
  campgroundId: string,
): Promise<MilitaryStanding> => {
  const statuses = new Set(
    (await repos.identityDocuments.listByUser(memberId))
      .filter((document) => document.kind === 'military-document' && document.campgroundId === campgroundId)
      .map((document) => document.status),
  );
  if (statuses.has('approved')) return 'approved';
  if (statuses.has('pending')) return 'pending';
  return statuses.has('rejected') ? 'rejected' : 'none';
};

import type { FileStorage, IdentityDocumentKind, IdentityDocumentStatus, Repositories } from '@camppass/core';
import { addDays, membershipEndDate, todayInZone } from '@camppass/domain';
import { DEMO_PDF as PDF, DEMO_PNG as PNG } from './demo-files';

const HOUR_MS = 60 * 60 * 1000;

type Reviewer = 'owner' | 'staff';
interface DemoReview {
  readonly by: Reviewer;
  readonly decision: 'approved' | 'rejected';
  readonly notes: string;
}
interface DemoFile {
  readonly kind: IdentityDocumentKind;
  readonly reviews?: readonly DemoReview[];
  /** The file was never stored: the list shows 'Limited Access'. */
  readonly missing?: boolean;
}

/** Members whose documents show every review state in Document Verification. */
export const DEMO_DOCUMENT_MEMBERS: readonly {
  readonly firstName: string;
  readonly lastName: string;
  readonly military: boolean;
  readonly files: readonly DemoFile[];
}[] = [
  {
    firstName: 'Casey',
    lastName: 'Camper',
    military: false,
    files: [{ kind: 'selfie' }, { kind: 'signature' }],
  },
  {
    firstName: 'Riley',
    lastName: 'Ranger',
    military: true,
    files: [{ kind: 'selfie' }, { kind: 'signature' }, { kind: 'military-document' }],
  },
  {
    firstName: 'Jordan',
    lastName: 'Hiker',
    military: false,
    files: [
      {
        kind: 'selfie',
        reviews: [
          { by: 'staff', decision: 'rejected', notes: 'The ID is out of focus; asked for a new photo.' },
        ],
      },
      {
        kind: 'signature',
        reviews: [{ by: 'staff', decision: 'approved', notes: 'Matches the signed terms.' }],
      },
    ],
  },
  {
    firstName: 'Taylor',
    lastName: 'Trails',
    military: true,
    files: [
      { kind: 'selfie', reviews: [{ by: 'owner', decision: 'approved', notes: 'Face matches the ID.' }] },
      { kind: 'signature' },
      {
        kind: 'military-document',
        reviews: [
          { by: 'staff', decision: 'rejected', notes: 'The service dates are cut off.' },
          { by: 'owner', decision: 'approved', notes: 'A full copy was shown at check-in.' },
        ],
      },
    ],
  },
  {
    firstName: 'Avery',
    lastName: 'Brooks',
    military: true,
    files: [
      { kind: 'selfie' },
      { kind: 'signature', missing: true },
      {
        kind: 'military-document',
        reviews: [{ by: 'owner', decision: 'rejected', notes: 'Not a military ID.' }],
      },
    ],
  },
  {
    firstName: 'Morgan',
    lastName: 'Lake',
    military: false,
    files: [{ kind: 'selfie' }, { kind: 'signature' }],
  },
];

/** Read when seeding, not at load: demo-data imports this module and holds the files. */
const fileOf = (kind: IdentityDocumentKind) =>
  kind === 'military-document'
    ? { ext: 'pdf', type: 'application/pdf', bytes: PDF }
    : { ext: 'png', type: 'image/png', bytes: PNG };

/**
 * Document Verification's demo (03 §2.8): the demo member's approved documents get the owner's
 * review in their trail, and six more Pine Valley members bring selfies, signatures and military
 * documents pending, approved and rejected (some reviewed twice, one file missing), reviewed by the
 * demo owner and staff member. Runs inside seedDemoData's transaction.
 */
export async function seedDemoDocuments(
  repos: Repositories,
  deps: {
    readonly files: FileStorage;
    readonly at: Date;
    readonly campgroundId: string;
    readonly membershipTypeId: string;
    readonly reviewers: Readonly<Record<Reviewer, string>>;
    readonly code: () => string;
  },
): Promise<void> {
  const { at, campgroundId, reviewers } = deps;
  const review = async (documentId: string, reviews: readonly DemoReview[], after: Date) => {
    for (const [index, entry] of reviews.entries()) {
      await repos.documentReviews.record({
        documentId,
        reviewerId: reviewers[entry.by],
        decision: entry.decision,
        notes: entry.notes,
        reviewedAt: new Date(after.getTime() + (index + 1) * 3 * HOUR_MS),
      });
    }
  };

  const demoMember = await repos.users.findByEmail('member@camppass.test');
  for (const document of demoMember ? await repos.identityDocuments.listByUser(demoMember.id) : []) {
    if (document.status !== 'approved') continue;
    const notes = document.kind === 'military-document' ? 'DD-214 checked.' : 'Face matches the ID.';
    await review(document.id, [{ by: 'owner', decision: 'approved', notes }], document.createdAt);
  }

  const today = todayInZone(at);
  for (const [index, person] of DEMO_DOCUMENT_MEMBERS.entries()) {
    const email = `${person.firstName}.${person.lastName}@camppass.test`.toLowerCase();
    const created = await repos.users.create({ email, passwordHash: null, createdAt: at });
    if (!created.ok) throw new Error(`Demo data: cannot create ${email} (${created.code}).`);
    const userId = created.value.id;
    await repos.users.saveProfile(
      userId,
      {
        firstName: person.firstName,
        lastName: person.lastName,
        status: 'active',
        numid: `TX-${4100 + index}`,
        militaryStatus: person.military ? 'veteran' : null,
      },
      at,
    );
    await repos.roles.grant({ userId, role: 'member', campgroundId, createdAt: at });
    const start = addDays(today, -(index + 2));
    const boughtAt = new Date(at.getTime() - (index + 2) * 24 * HOUR_MS);
    const membership = await repos.memberships.create({
      membershipCode: deps.code(),
      membershipTypeId: deps.membershipTypeId,
      memberId: userId,
      campgroundId,
      startDate: start,
      endDate: membershipEndDate(start, 365),
      status: 'active',
      paymentStatus: 'paid',
      autoRenewal: false,
      pricePaidCents: 0,
      isMilitaryDiscount: person.military,
      paymentId: null,
      createdAt: boughtAt,
    });
    if (!membership.ok) throw new Error(`Demo data: cannot create ${email}'s membership.`);
    for (const file of person.files) {
      const { ext, type, bytes } = fileOf(file.kind);
      const storageKey = `demo/documents/${email.replace(/[^a-z0-9]+/g, '-')}-${file.kind}.${ext}`;
      if (!file.missing) await deps.files.put(storageKey, bytes, type);
      const document = await repos.identityDocuments.create({
        membershipId: membership.value.id,
        userId,
        campgroundId,
        kind: file.kind,
        storageKey,
        contentType: type,
        status: 'pending' satisfies IdentityDocumentStatus,
        sizeBytes: bytes.byteLength,
        createdAt: boughtAt,
      });
      await review(document.id, file.reviews ?? [], boughtAt);
    }
  }
}

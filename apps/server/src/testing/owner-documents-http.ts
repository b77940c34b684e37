import { FILE_STORAGE, type IdentityDocumentKind } from '@camppass/core';
import { aMembership, aMembershipType, unwrap } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { seedIntegrations } from './api-key-http';
import type { TestApp } from './test-app';

/** A PNG's first bytes, enough for storage. */
export const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

/**
 * Pine Valley and another campground, a signed-in caller in every role (owner, staff, the other
 * owner, a member, a super admin), and documents of every kind at each campground.
 */
export const seedOwnerDocuments = async (test: TestApp) => {
  const s = await seedIntegrations(test);
  const repos = test.container.get(REPOSITORIES);
  const storage = test.container.get(FILE_STORAGE);
  const memberId = (await repos.users.findByEmail('member@camppass.test'))?.id as string;
  const typeAt = (campgroundId: string) =>
    repos.membershipTypes.create(aMembershipType({ campgroundId, name: 'documents' }));
  const types = {
    [s.campground.id]: await typeAt(s.campground.id),
    [s.other.id]: await typeAt(s.other.id),
  };
  const document = async (campgroundId: string, kind: IdentityDocumentKind, code: string, stored = true) => {
    const membership = unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId,
          memberId,
          membershipTypeId: types[campgroundId]?.id as string,
          membershipCode: code,
        }),
      ),
    );
    const storageKey = `uploads/${kind}/${code.toLowerCase()}.png`;
    if (stored) await storage.put(storageKey, PNG, 'image/png');
    return repos.identityDocuments.create({
      membershipId: membership.id,
      userId: memberId,
      campgroundId,
      kind,
      storageKey,
      contentType: 'image/png',
      status: 'pending',
      createdAt: test.clock.now(),
    });
  };
  const own = {
    selfie: await document(s.campground.id, 'selfie', 'PIN-SELF0001'),
    signature: await document(s.campground.id, 'signature', 'PIN-SIGN0001'),
    military: await document(s.campground.id, 'military-document', 'PIN-MIL00001'),
  };
  const foreign = {
    selfie: await document(s.other.id, 'selfie', 'OTH-SELF0001'),
    signature: await document(s.other.id, 'signature', 'OTH-SIGN0001'),
    military: await document(s.other.id, 'military-document', 'OTH-MIL00001'),
  };
  return { ...s, memberId, own, foreign, document };
};

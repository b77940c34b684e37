import { describe, expect, it, vi } from 'vitest';
import { T0 } from '../testing/builders';
import { setUpMemberArea } from '../testing/member-area-fixture';
import { MEMBER_POLICY } from './policy';

describe('get-user-documents', () => {
  it('answers the caller’s own documents with short-lived signed links, and no one else’s', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-OWN1' });
    const foreign = await f.membership(f.other.user.id);
    const store = (membershipId: string, userId: string, kind: 'selfie' | 'signature', key: string) =>
      f.repos.identityDocuments.create({
        membershipId,
        userId,
        campgroundId: f.campground.id,
        kind,
        storageKey: key,
        contentType: kind === 'selfie' ? 'image/jpeg' : 'image/png',
        status: 'approved',
        sizeBytes: 1_048_576,
        createdAt: T0,
      });
    await store(own.id, f.member.user.id, 'selfie', 'uploads/selfie/own.jpg');
    await store(own.id, f.member.user.id, 'signature', 'uploads/signature/own.v2.PNG');
    await store(foreign.id, f.other.user.id, 'selfie', 'uploads/selfie/foreign.jpg');

    const result = await f.use.documents.execute({ caller: f.member.principal });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.documents.map((d) => d.fileName)).toEqual([
      'selfie-id-CAM-OWN1.jpg',
      'signature-CAM-OWN1.png',
    ]);
    for (const document of result.value.documents) {
      expect(document.link?.url).toContain(document.document.storageKey);
      expect(document.link?.expiresAt).toEqual(
        new Date(T0.getTime() + MEMBER_POLICY.documentLinkSeconds * 1000),
      );
      expect(document.campgroundName).toBe('Pine Valley');
    }
    const foreignAsk = await f.use.documents.execute({ caller: f.member.principal, userId: f.other.user.id });
    const unknownAsk = await f.use.documents.execute({ caller: f.member.principal, userId: 'nobody' });
    expect(foreignAsk).toEqual(unknownAsk);
  });

  it('reads the documents’ memberships and campgrounds in one read each, however many documents', async () => {
    const f = await setUpMemberArea();
    for (const code of ['CAM-ONE1', 'CAM-TWO2', 'CAM-THREE3']) {
      const membership = await f.membership(f.member.user.id, { membershipCode: code });
      await f.repos.identityDocuments.create({
        membershipId: membership.id,
        userId: f.member.user.id,
        campgroundId: f.campground.id,
        kind: 'selfie',
        storageKey: `uploads/selfie/${code}.jpg`,
        contentType: 'image/jpeg',
        status: 'approved',
        sizeBytes: 2_048,
        createdAt: T0,
      });
    }
    const reads = {
      membershipById: vi.spyOn(f.repos.memberships, 'findById'),
      membershipsByIds: vi.spyOn(f.repos.memberships, 'listByIds'),
      campgroundById: vi.spyOn(f.repos.campgrounds, 'findById'),
      campgroundsByIds: vi.spyOn(f.repos.campgrounds, 'listByIds'),
    };

    const result = await f.use.documents.execute({ caller: f.member.principal });

    if (!result.ok) throw new Error(result.message);
    expect(result.value.documents.map((d) => d.membershipCode).sort()).toEqual([
      'CAM-ONE1',
      'CAM-THREE3',
      'CAM-TWO2',
    ]);
    expect(reads.membershipById).not.toHaveBeenCalled();
    expect(reads.campgroundById).not.toHaveBeenCalled();
    expect(reads.membershipsByIds).toHaveBeenCalledTimes(1);
    expect(reads.campgroundsByIds).toHaveBeenCalledTimes(1);
  });

  it('keeps the list when one link cannot be signed, marking that document', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id);
    await f.repos.identityDocuments.create({
      membershipId: own.id,
      userId: f.member.user.id,
      campgroundId: f.campground.id,
      kind: 'military-document',
      storageKey: 'uploads/military-document/a.pdf',
      contentType: 'application/pdf',
      status: 'pending',
      createdAt: T0,
    });
    f.storage.signedUrl = async () => {
      throw new Error('storage unreachable');
    };
    const result = await f.use.documents.execute({ caller: f.member.principal });
    expect(result.ok && result.value.documents.map((d) => [d.link, d.error !== null])).toEqual([
      [null, true],
    ]);
  });
  it('names a stored file without an extension .bin', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-OWN1' });
    const document = (membershipId: string, storageKey: string) =>
      f.repos.identityDocuments.create({
        membershipId,
        userId: f.member.user.id,
        campgroundId: f.campground.id,
        kind: 'selfie',
        storageKey,
        contentType: 'image/jpeg',
        status: 'approved',
        sizeBytes: 2_048,
        createdAt: T0,
      });
    await document(own.id, 'uploads/selfie/no-extension');
    await document(own.id, 'uploads/selfie/with-extension.JPEG');
    const result = await f.use.documents.execute({ caller: f.member.principal });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.documents.map((d) => d.fileName).sort()).toEqual([
      'selfie-id-CAM-OWN1.bin',
      'selfie-id-CAM-OWN1.jpeg',
    ]);
  });
});

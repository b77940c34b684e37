import { describe, expect, it } from 'vitest';
import { militaryStanding } from '../shared/military-standing';
import { unwrap } from '../testing/contract-harness';
import { setUpOwnerDocuments } from '../testing/owner-documents-fixture';

describe('get-military-users-with-membership', () => {
  it('gathers the page’s military documents under their members, by name', async () => {
    const s = await setUpOwnerDocuments();
    await s.repos.users.updateProfile(s.other.user.id, { lastName: 'Adams' }, s.core.clock.now());
    const first = await s.document(s.member.user.id, 'military-document', { code: 'PIN-0001', minutes: 1 });
    const second = await s.document(s.member.user.id, 'military-document', {
      code: 'PIN-0002',
      minutes: 2,
      status: 'approved',
    });
    const adams = await s.document(s.other.user.id, 'military-document', { code: 'PIN-0003' });
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-0004' });
    await s.document(s.member.user.id, 'military-document', { code: 'OTH-0001', at: s.otherCampground.id });

    const listed = unwrap(
      await s.use.military.execute({ actor: s.staff.principal, campgroundId: s.campground.id }),
    );
    expect(
      listed.users.map((u) => [u.lastName, u.email, u.documents.map((d) => d.item.document.id)]),
    ).toEqual([
      ['Adams', 'other@camppass.test', [adams.id]],
      ['Rivers', 'member@camppass.test', expect.arrayContaining([first.id, second.id])],
    ]);
    expect(listed.users[1]?.documents.every((d) => d.link.link !== null)).toBe(true);
    expect(
      await s.use.military.execute({ actor: s.otherOwner.principal, campgroundId: s.campground.id }),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('militaryStanding', () => {
  it('is approved once a military document there is approved, else pending, rejected or none', async () => {
    const s = await setUpOwnerDocuments();
    const standing = () => militaryStanding(s.repos, s.member.user.id, s.campground.id);
    expect(await standing()).toBe('none');
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001', status: 'approved' });
    await s.document(s.member.user.id, 'military-document', {
      code: 'OTH-0001',
      at: s.otherCampground.id,
      status: 'approved',
    });
    expect(await standing()).toBe('none');
    const rejected = await s.document(s.member.user.id, 'military-document', {
      code: 'PIN-0002',
      status: 'rejected',
    });
    expect(await standing()).toBe('rejected');
    const pending = await s.document(s.member.user.id, 'military-document', { code: 'PIN-0003' });
    expect(await standing()).toBe('pending');
    unwrap(
      await s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: pending.id,
        decision: 'approve',
        notes: 'DD-214 checked',
      }),
    );
    expect(await standing()).toBe('approved');
    expect(rejected.status).toBe('rejected');
    expect(await militaryStanding(s.repos, s.other.user.id, s.campground.id)).toBe('none');
  });
});

import type { MembershipRecord } from '@camppass/core';
import { FILE_STORAGE, UNIT_OF_WORK } from '@camppass/core';
import { aMembershipType } from '@camppass/core/testing';
import { calendarDate } from '@camppass/domain';
import { loginAs, seedAccount, seedCampground } from './http';
import type { TestApp } from './test-app';

/** A JPEG's first bytes, enough for storage; documents here are never sniffed again. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/**
 * Pine Valley with an Annual type, a member with a membership, a selfie document and a payment,
 * another member with the same, and a staff account; everyone signed in.
 */
export const seedMemberArea = async (test: TestApp) => {
  const campground = await seedCampground(test, 'pine-valley');
  const [member, other, staff, owner] = [
    await seedAccount(test, { email: 'member@camppass.test' }),
    await seedAccount(test, { email: 'other@camppass.test' }),
    await seedAccount(test, {
      email: 'staff@camppass.test',
      roles: [{ role: 'staff', campgroundId: campground.id }],
    }),
    await seedAccount(test, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: campground.id }],
    }),
  ];
  const at = test.clock.now();
  const storage = test.container.get(FILE_STORAGE);
  const holdings = await test.container.get(UNIT_OF_WORK).run(async (repos) => {
    const type = await repos.membershipTypes.create(
      aMembershipType({
        campgroundId: campground.id,
        name: 'annual',
        displayName: 'Annual',
        durationDays: 365,
        priceCents: 120_000,
        militaryDiscountEligible: true,
        createdAt: at,
      }),
    );
    const hold = async (memberId: string, code: string): Promise<MembershipRecord> => {
      const created = await repos.memberships.create({
        membershipCode: code,
        membershipTypeId: type.id,
        memberId,
        campgroundId: campground.id,
        startDate: calendarDate('2026-05-01'),
        endDate: calendarDate('2027-04-30'),
        status: 'active',
        paymentStatus: 'paid',
        autoRenewal: false,
        pricePaidCents: 120_000,
        isMilitaryDiscount: false,
        paymentId: null,
        createdAt: at,
      });
      if (!created.ok) throw new Error(created.message);
      const membership = created.value;
      await repos.identityDocuments.create({
        membershipId: membership.id,
        userId: memberId,
        campgroundId: campground.id,
        kind: 'selfie',
        storageKey: `uploads/selfie/${code.toLowerCase()}.jpg`,
        contentType: 'image/jpeg',
        status: 'pending',
        sizeBytes: JPEG.byteLength,
        createdAt: at,
      });
      await repos.payments.create({
        gatewayPaymentId: `pi_${code}`,
        userId: memberId,
        campgroundId: campground.id,
        membershipId: membership.id,
        purpose: 'purchase',
        amountCents: 126_000,
        currency: 'usd',
        status: 'succeeded',
        refunded: false,
        description: 'Annual membership at Pine Valley',
        paymentMethod: 'card',
        applicationFeeCents: 350,
        connectedAccountId: null,
        createdAt: at,
      });
      return membership;
    };
    return { type, own: await hold(member.id, 'CAM-OWN001'), foreign: await hold(other.id, 'CAM-OTH001') };
  });
  await storage.put('uploads/selfie/cam-own001.jpg', JPEG, 'image/jpeg');
  await storage.put('uploads/selfie/cam-oth001.jpg', JPEG, 'image/jpeg');
  const token = async (account: { email: string; password: string }, as: 'member' | 'owner' = 'member') =>
    (await loginAs(test, account, as)).accessToken;
  return {
    campground,
    ...holdings,
    member,
    other,
    tokens: {
      member: await token(member),
      other: await token(other),
      staff: await token(staff, 'owner'),
      owner: await token(owner, 'owner'),
    },
    jpeg: JPEG,
  };
};

import {
  CAMPGROUND_ACCESS_DENIED,
  CLAIM_ACCOUNT_WORDS,
  calendarDate,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { SendImportClaimEmails } from '../jobs/send-import-claim-emails';
import type { ImportedMembership } from '../ports/repositories/membership-repository';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import {
  GetMemberImportMapping,
  RequestImportClaimEmails,
  SaveMemberImportMapping,
} from './member-import-extras';

const imported = (n: number, membershipTypeId: string): ImportedMembership => ({
  email: `new${n}@camp.test`,
  profile: { firstName: `New${n}`, lastName: 'Camper', status: 'active' },
  membershipTypeId,
  startDate: calendarDate('2026-01-01'),
  endDate: calendarDate('2026-12-31'),
  status: 'active',
  membershipCode: `NEW-${n}`,
});

/** The fixture's Pine Valley with two imported members beside its bought ones. */
const withImported = async () => {
  const f = await ownerMembersFixture();
  const [type] = await f.repos.membershipTypes.listByCampground(f.pine.id);
  await f.repos.memberships.writeImportBatch(
    f.pine.id,
    [imported(1, type?.id ?? ''), imported(2, type?.id ?? '')],
    f.clock.now(),
  );
  return f;
};

describe('the remembered import mapping', () => {
  it('is saved by header name and read back by the owner', async () => {
    const f = await ownerMembersFixture();
    const owner = callerWith(['owner', f.pine.id]);
    const saved = await new SaveMemberImportMapping(f.core).execute({
      actor: owner,
      campgroundId: f.pine.id,
      headers: ['Mail', 'Given', 'Notes'],
      mapping: { email: 0, firstName: 1 },
    });
    expect(saved).toEqual({ ok: true, value: { Mail: 'email', Given: 'firstName' } });
    expect(
      await new GetMemberImportMapping(f.core).execute({ actor: owner, campgroundId: f.pine.id }),
    ).toEqual({
      ok: true,
      value: { Mail: 'email', Given: 'firstName' },
    });
  });

  it('is neither read nor saved by staff or another campground’s owner', async () => {
    const f = await ownerMembersFixture();
    const staff = callerWith(['staff', f.pine.id]);
    const elsewhere = callerWith(['owner', f.oak.id]);
    const get = new GetMemberImportMapping(f.core);
    expect(await get.execute({ actor: staff, campgroundId: f.pine.id })).toMatchObject({
      ok: false,
      message: OWNER_ONLY_ACTION,
    });
    const save = await new SaveMemberImportMapping(f.core).execute({
      actor: elsewhere,
      campgroundId: f.pine.id,
      headers: ['Mail'],
      mapping: { email: 0 },
    });
    expect(save).toMatchObject({ ok: false, message: CAMPGROUND_ACCESS_DENIED });
    expect(await f.repos.memberImport.findMapping(f.pine.id)).toEqual({});
  });
});

describe('claim your account e-mails', () => {
  it('queues the imported members without a password and sends each one link in the campground’s name', async () => {
    const f = await withImported();
    const request = new RequestImportClaimEmails(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    expect(await request.execute({ actor: owner, campgroundId: f.pine.id })).toEqual({
      ok: true,
      value: { queued: 2 },
    });
    expect(await request.execute({ actor: owner, campgroundId: f.pine.id })).toEqual({
      ok: true,
      value: { queued: 0 },
    });
    const job = new SendImportClaimEmails(f.core);
    expect(await job.execute()).toEqual({ sent: 2, failed: 0 });
    expect(await job.execute()).toEqual({ sent: 0, failed: 0 });
    const [mail] = f.core.mailer.sentTo('new1@camp.test');
    expect(mail?.subject).toBe(CLAIM_ACCOUNT_WORDS.subject('Pine Valley'));
    expect(mail?.text).toContain('New1');
    expect(mail?.text).toMatch(/reset-password\?type=recovery&code=/);
    expect(mail?.tags).toEqual({ kind: 'claim-account' });
    // The bought members (Ada, Bob) hear nothing.
    expect(f.core.mailer.sentTo('ada@camp.test')).toEqual([]);
  });

  it('sends a batch a run, the rest on the next', async () => {
    const f = await withImported();
    await new RequestImportClaimEmails(f.core).execute({
      actor: callerWith(['owner', f.pine.id]),
      campgroundId: f.pine.id,
    });
    const job = new SendImportClaimEmails(f.core);
    expect(await job.execute({ limit: 1 })).toEqual({ sent: 1, failed: 0 });
    expect(await job.execute({ limit: 1 })).toEqual({ sent: 1, failed: 0 });
    expect(f.core.mailer.sent).toHaveLength(2);
  });

  it('is refused to staff and to another campground’s owner, and answers a missing campground', async () => {
    const f = await withImported();
    const request = new RequestImportClaimEmails(f.core);
    expect(
      await request.execute({ actor: callerWith(['staff', f.pine.id]), campgroundId: f.pine.id }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: OWNER_ONLY_ACTION });
    expect(
      await request.execute({ actor: callerWith(['owner', f.oak.id]), campgroundId: f.pine.id }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: CAMPGROUND_ACCESS_DENIED });
    expect(
      await request.execute({ actor: callerWith(['super_admin', null]), campgroundId: 'gone' }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await f.repos.memberImport.listDueClaimEmails(10)).toEqual([]);
  });
});

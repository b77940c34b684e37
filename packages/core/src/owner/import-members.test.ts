import { guessImportMapping, OWNER_ONLY_ACTION } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { IMPORT_BATCH_SIZE, ImportMembers } from './import-members';

const HEADERS = ['First Name', 'Last Name', 'Email', 'Type', 'Start', 'End', 'Code', 'City'];
const mapping = guessImportMapping(HEADERS);
const row = (email: string, code = '', type = 'Weekly') => [
  'Ann',
  'Camper',
  email,
  type,
  '2026-01-01',
  '2026-12-31',
  code,
  'Austin',
];

const importer = async () => {
  const f = await ownerMembersFixture();
  const owner = callerWith(['owner', f.pine.id]);
  const run = (rows: string[][], onProgress?: (done: number, of: number) => boolean) =>
    new ImportMembers(f.core).execute({ actor: owner, campgroundId: f.pine.id, rows, mapping, onProgress });
  return { f, run };
};

describe('ImportMembers', () => {
  it('adds members without a password, keeps file codes, generates missing ones and records no payment', async () => {
    const { f, run } = await importer();
    const result = await run([
      row('new@camp.test', 'kept-0001'),
      row('two@camp.test'),
      row('bad@camp.test', '', 'Gold'),
    ]);
    expect(result).toEqual({
      ok: true,
      value: { total: 3, created: 2, updated: 0, refused: 1, stoppedAtRow: null },
    });
    const user = await f.repos.users.findByEmail('new@camp.test');
    expect(user?.passwordHash).toBeNull();
    expect(await f.repos.users.findProfile(user?.id as string)).toMatchObject({
      firstName: 'Ann',
      city: 'Austin',
    });
    const [kept] = await f.repos.memberships.listByMemberEmail(f.pine.id, 'new@camp.test');
    expect(kept).toMatchObject({
      membershipCode: 'KEPT-0001',
      paymentStatus: 'paid',
      pricePaidCents: 0,
      paymentId: null,
    });
    const [generated] = await f.repos.memberships.listByMemberEmail(f.pine.id, 'two@camp.test');
    expect(generated?.membershipCode).toMatch(/^PIN-[A-Z0-9]+$/);
    expect(await f.repos.payments.listByUser(user?.id as string)).toEqual([]);
  });

  it('numbers missing codes in bulk from the consecutive counter, skipping taken codes, and saves it once a batch', async () => {
    const { f, run } = await importer();
    await f.repos.campgrounds.updateSettings(
      f.pine.id,
      { codeUseLetters: false, codeGenerateRandomNumbers: false, codeLastConsecutiveNumber: 0 },
      new Date(),
    );
    // The file's own code holds number 2: the counter skips it.
    const result = await run([row('a@camp.test'), row('b@camp.test', 'PIN-00000002'), row('c@camp.test')]);
    expect(result.ok && result.value.created).toBe(3);
    const codes = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const [membership] = await f.repos.memberships.listByMemberEmail(f.pine.id, `${name}@camp.test`);
        return membership?.membershipCode;
      }),
    );
    expect(codes).toEqual(['PIN-00000001', 'PIN-00000002', 'PIN-00000003']);
    expect((await f.repos.campgrounds.findSettings(f.pine.id))?.codeLastConsecutiveNumber).toBe(3);
  });

  it('creates nothing new when the same file is imported twice', async () => {
    const { f, run } = await importer();
    const rows = [row('new@camp.test'), row('ada@camp.test')];
    expect(await run(rows)).toMatchObject({ ok: true, value: { created: 1, updated: 1 } });
    const after = await f.repos.memberships.listImportKeys(f.pine.id);
    expect(await run(rows)).toMatchObject({ ok: true, value: { created: 0, updated: 2 } });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toEqual(after);
    expect(after).toHaveLength(3);
  });

  it("tells the campground's webhook endpoints of each membership created or redated, once, and no other campground's", async () => {
    const { f, run } = await importer();
    const endpoint = (campgroundId: string) =>
      f.repos.webhooks.createEndpoint({
        campgroundId,
        url: 'https://hooks.test/in',
        events: ['membership.created', 'membership.extended'],
        sealedSecret: 'iv.sealed',
        createdAt: new Date(),
      });
    const pines = await endpoint(f.pine.id);
    const oaks = await endpoint(f.oak.id);
    const sent = async () =>
      (await f.repos.webhooks.listDeliveries(f.pine.id, pines.id, 100))
        .map((delivery) => {
          const body = JSON.parse(delivery.body) as { data: { membershipCode: string; endDate: string } };
          return `${delivery.eventType} ${body.data.membershipCode} ${body.data.endDate}`;
        })
        .sort();
    const rows = [row('new@camp.test', 'kept-0001'), row('ada@camp.test')];
    await run(rows);
    const [ada] = await f.repos.memberships.listByMemberEmail(f.pine.id, 'ada@camp.test');
    // The new member's membership is created; Ada's, already there, gets the file's dates.
    expect(await sent()).toEqual([
      'membership.created KEPT-0001 2026-12-31',
      `membership.extended ${ada?.membershipCode} 2026-12-31`,
    ]);
    // The same file again changes nothing and tells nothing.
    await run(rows);
    expect(await sent()).toHaveLength(2);
    // A new end date is told as an extension.
    await run([[...row('new@camp.test', 'kept-0001').slice(0, 5), '2027-06-30', 'KEPT-0001', 'Austin']]);
    expect(await sent()).toContain('membership.extended KEPT-0001 2027-06-30');
    expect(await sent()).toHaveLength(3);
    expect(await f.repos.webhooks.listDeliveries(f.oak.id, oaks.id, 100)).toEqual([]);
  });

  it('leaves whole batches only when a batch fails, and says where it stopped', async () => {
    const { f, run } = await importer();
    const rows = Array.from({ length: IMPORT_BATCH_SIZE + 10 }, (_, index) => row(`m${index}@camp.test`));
    const create = f.repos.memberships.create.bind(f.repos.memberships);
    let calls = 0;
    // The unit of work hands out the same repositories: the 505th membership fails.
    f.repos.memberships.create = async (membership) => {
      calls += 1;
      if (calls === IMPORT_BATCH_SIZE + 5) throw new Error('database went away');
      return create(membership);
    };
    const result = await run(rows);
    expect(result).toEqual({
      ok: true,
      value: {
        total: rows.length,
        created: IMPORT_BATCH_SIZE,
        updated: 0,
        refused: 0,
        stoppedAtRow: IMPORT_BATCH_SIZE + 2,
      },
    });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2 + IMPORT_BATCH_SIZE);
  });

  it('reports progress after each batch and stops when cancelled', async () => {
    const { f, run } = await importer();
    const rows = Array.from({ length: IMPORT_BATCH_SIZE * 2 + 1 }, (_, index) => row(`m${index}@camp.test`));
    const seen: [number, number][] = [];
    const result = await run(rows, (done, of) => {
      seen.push([done, of]);
      return false;
    });
    expect(seen).toEqual([[IMPORT_BATCH_SIZE, rows.length]]);
    expect(result).toMatchObject({
      ok: true,
      value: { created: IMPORT_BATCH_SIZE, stoppedAtRow: IMPORT_BATCH_SIZE + 2 },
    });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2 + IMPORT_BATCH_SIZE);
  });

  it('refuses staff', async () => {
    const { f } = await importer();
    expect(
      await new ImportMembers(f.core).execute({
        actor: callerWith(['staff', f.pine.id]),
        campgroundId: f.pine.id,
        rows: [row('x@camp.test')],
        mapping,
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: OWNER_ONLY_ACTION });
  });
});

describe('ImportMembers and existing accounts', () => {
  it('leaves the profile of an account that exists as it is', async () => {
    const { f, run } = await importer();
    const olga = await f.repos.users.findByEmail('olga@camp.test');
    const before = await f.repos.users.findProfile(olga?.id as string);
    expect(await run([row('olga@camp.test')])).toMatchObject({ ok: true, value: { created: 1 } });
    expect(await f.repos.users.findProfile(olga?.id as string)).toEqual(before);
  });
});

import { OWNER_ONLY_ACTION } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { ExportMembers } from './export-members';

describe('ExportMembers', () => {
  it('streams the owner’s filtered members as the 15 cells of 03 §9, named after the campground', async () => {
    const f = await ownerMembersFixture();
    const exporter = new ExportMembers(f.core);
    const result = await exporter.execute({
      actor: callerWith(['owner', f.pine.id]),
      campgroundId: f.pine.id,
      sortField: 'name',
      sortDirection: 'asc',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.fileName).toBe('members-pine-valley-2026-06-01.csv');
    const rows: string[][] = [];
    await result.value.write(async (batch) => {
      rows.push(...batch);
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      'Ada Camper',
      'ada@camp.test',
      '=1+2',
      'Pine Valley',
      expect.any(String),
      'Expiring Soon',
      '2026-06-01',
      '2026-06-20',
      'Pending',
      '$140.00',
      'PINE-1',
      'No',
      'No',
      '',
      '',
    ]);
  });

  it('refuses staff before reading anything', async () => {
    const f = await ownerMembersFixture();
    const exporter = new ExportMembers(f.core);
    expect(
      await exporter.execute({ actor: callerWith(['staff', f.pine.id]), campgroundId: f.pine.id }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: OWNER_ONLY_ACTION });
    expect(await exporter.execute({ actor: callerWith(['staff', f.pine.id]) })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
  it('leaves the phone cell blank for a member without one', async () => {
    const f = await ownerMembersFixture();
    await f.repos.users.updateProfile(f.bob.memberId, { phone: null }, f.clock.now());
    const result = await new ExportMembers(f.core).execute({
      actor: callerWith(['owner', f.pine.id]),
      campgroundId: f.pine.id,
      sortField: 'name',
      sortDirection: 'asc',
    });
    if (!result.ok) throw new Error(result.message);
    const rows: string[][] = [];
    await result.value.write(async (batch) => {
      rows.push(...batch);
    });
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ['ada@camp.test', '=1+2'],
      ['bob@camp.test', ''],
    ]);
  });

  it('names an export of more than one campground "all", not after one of them', async () => {
    const f = await ownerMembersFixture();
    const exporter = new ExportMembers(f.core);
    for (const actor of [
      callerWith(['owner', f.pine.id], ['owner', f.oak.id]),
      callerWith(['super_admin', null]),
    ]) {
      const result = await exporter.execute({ actor });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.fileName).toBe('members-all-2026-06-01.csv');
    }
  });
});

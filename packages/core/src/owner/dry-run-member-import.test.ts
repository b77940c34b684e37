import {
  CAMPGROUND_ACCESS_DENIED,
  guessImportMapping,
  IMPORT_ROW_MESSAGES,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { DryRunMemberImport } from './dry-run-member-import';

const HEADERS = ['First Name', 'Last Name', 'Email', 'Type', 'Start', 'End', 'Code'];
const mapping = guessImportMapping(HEADERS);
const row = (email: string, type = 'Weekly', code = '', end = '2026-12-31') => [
  'Ann',
  'Camper',
  email,
  type,
  '2026-01-01',
  end,
  code,
];

describe('DryRunMemberImport', () => {
  it('counts created, updated and refused rows against what the campground holds, writing nothing', async () => {
    const f = await ownerMembersFixture();
    const rows = [
      row('new@camp.test'),
      row('ADA@camp.test', 'weekly'),
      row('bad@camp.test', 'Gold'),
      row('code@camp.test', 'Weekly', 'PINE-2'),
      row('new@camp.test'),
      row('olga@camp.test', 'Weekly', 'OAK-1'),
    ];
    const result = await new DryRunMemberImport(f.core).execute({
      actor: callerWith(['owner', f.pine.id]),
      campgroundId: f.pine.id,
      rows,
      mapping,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { total: 6, created: 2, updated: 1, refused: 3, matching: 6, page: 1, pageSize: 50 },
    });
    if (!result.ok) return;
    expect(result.value.rows.map((outcome) => outcome.outcome)).toEqual([
      'created',
      'updated',
      'refused',
      'refused',
      'refused',
      // Oak's code is not Pine's: codes are unique within a campground.
      'created',
    ]);
    expect(result.value.rows[3]).toEqual({
      row: 5,
      outcome: 'refused',
      reasons: [IMPORT_ROW_MESSAGES.codeTaken('PINE-2')],
      cells: ['Ann', 'Camper', 'code@camp.test', 'Weekly', '2026-01-01', '2026-12-31', 'PINE-2'],
    });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2);
  });

  it('pages the rows the outcome filter keeps', async () => {
    const f = await ownerMembersFixture();
    const rows = Array.from({ length: 7 }, (_, index) =>
      row(`m${index}@camp.test`, index % 2 ? 'Gold' : 'Weekly'),
    );
    const result = await new DryRunMemberImport(f.core).execute({
      actor: callerWith(['owner', f.pine.id]),
      campgroundId: f.pine.id,
      rows,
      mapping,
      outcome: 'refused',
      page: 2,
      pageSize: 2,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { refused: 3, created: 4, matching: 3, page: 2, pageSize: 2 },
    });
    if (result.ok) expect(result.value.rows.map((outcome) => outcome.row)).toEqual([7]);
  });

  it('refuses staff, another campground and a mapping without the required fields', async () => {
    const f = await ownerMembersFixture();
    const dryRun = new DryRunMemberImport(f.core);
    const rows = [row('x@camp.test')];
    expect(
      await dryRun.execute({
        actor: callerWith(['staff', f.pine.id]),
        campgroundId: f.pine.id,
        rows,
        mapping,
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: OWNER_ONLY_ACTION });
    expect(
      await dryRun.execute({
        actor: callerWith(['owner', f.oak.id]),
        campgroundId: f.pine.id,
        rows,
        mapping,
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: CAMPGROUND_ACCESS_DENIED });
    expect(
      await dryRun.execute({
        actor: callerWith(['owner', f.pine.id]),
        campgroundId: f.pine.id,
        rows,
        mapping: { email: 2 },
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
  });
});

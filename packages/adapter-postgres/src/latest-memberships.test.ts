import type { MembershipStatus } from '@camppass/core';
import { aMembership, minutesAfterT0, unwrap } from '@camppass/core/testing';
import { expect, it } from 'vitest';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';
import { seedMembershipPrerequisites } from './testing/seed';

describeOnBothDrivers("an account's newest membership (migration 18)", ({ open }) => {
  const database = useDatabase(open);

  const setUp = async () => {
    const { user, campground, type } = await seedMembershipPrerequisites(database.repos);
    const membership = async (minute: number, status: MembershipStatus) =>
      unwrap(
        await database.repos.memberships.create(
          aMembership({
            campgroundId: campground.id,
            membershipTypeId: type.id,
            memberId: user.id,
            status,
            createdAt: minutesAfterT0(minute),
          }),
        ),
      ).id;
    const kept = async () => {
      const [row] = await database.db.sql.query<{ id: string | null; status: string | null }>(
        'select latest_membership_id as id, latest_membership_status as status from users where id = $1',
        [user.id],
      );
      return row;
    };
    return { membership, kept, user, campground, type };
  };

  it('keeps the newest of one statement inserting several memberships of an account', async () => {
    const { membership, kept, user, campground, type } = await setUp();
    await membership(50, 'cancelled');
    await database.db.sql.query(
      `insert into memberships (campground_id, membership_type_id, user_id, membership_code, start_date, end_date,
                                status, created_at)
       select $1, $2, $3, 'BULK-' || g, '2026-06-01', '2026-06-07',
              case when g = 7 then 'pending' else 'expired' end, $4::timestamptz + g * interval '1 minute'
         from generate_series(1, 9) g order by g % 4`,
      [campground.id, type.id, user.id, minutesAfterT0(50)],
    );
    const [newest] = await database.db.sql.query<{ id: string }>(
      `select id from memberships where membership_code = 'BULK-9'`,
    );
    expect(await kept()).toEqual({ id: newest?.id, status: 'expired' });
  });

  it('falls back to the previous membership when the newest is deleted, and to none after the last', async () => {
    const { membership, kept } = await setUp();
    const older = await membership(1, 'expired');
    const middle = await membership(2, 'cancelled');
    const newest = await membership(3, 'active');
    expect(await kept()).toEqual({ id: newest, status: 'active' });

    await database.db.sql.query('delete from memberships where id = $1', [middle]);
    expect(await kept()).toEqual({ id: newest, status: 'active' });
    await database.db.sql.query('delete from memberships where id = $1', [newest]);
    expect(await kept()).toEqual({ id: older, status: 'expired' });
    await database.db.sql.query('delete from memberships where id = $1', [older]);
    expect(await kept()).toEqual({ id: null, status: null });
  });

  it('follows a membership moved in time, and is set again from the table by the rebuild', async () => {
    const { membership, kept } = await setUp();
    const older = await membership(1, 'expired');
    const newest = await membership(2, 'active');
    await database.db.sql.query('update memberships set created_at = $2 where id = $1', [
      older,
      minutesAfterT0(5),
    ]);
    expect(await kept()).toEqual({ id: older, status: 'expired' });
    await database.db.sql.query('update memberships set created_at = $2 where id = $1', [
      older,
      minutesAfterT0(0),
    ]);
    expect(await kept()).toEqual({ id: newest, status: 'active' });

    await database.db.sql.query(
      `update users set latest_membership_id = null, latest_membership_status = 'pending'`,
    );
    await database.db.sql.query('select rebuild_member_summaries()');
    expect(await kept()).toEqual({ id: newest, status: 'active' });
  });
});

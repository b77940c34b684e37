import { CAMPGROUND_DEFAULTS, CAMPGROUND_SETTINGS_DEFAULTS } from '@camppass/core';
import {
  aCampground,
  aMembership,
  aMembershipType,
  aPayment,
  aSession,
  aUser,
  T0,
  unwrap,
} from '@camppass/core/testing';
import { calendarDate } from '@camppass/domain';
import { expect, it } from 'vitest';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { DatabaseError } from './sql/sql-client';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';
import { seedMembershipPrerequisites } from './testing/seed';

describeOnBothDrivers('schema', ({ open }) => {
  const database = useDatabase(open);
  const seed = () => seedMembershipPrerequisites(database.repos);

  const violates = (statement: Promise<unknown>, code: string) =>
    expect(statement).rejects.toSatisfy((error) => error instanceof DatabaseError && error.code === code);

  it('gives a campground inserted by plain SQL the spec defaults, and settings too', async () => {
    const [row] = await database.db.sql.query<{ id: string }>(
      `insert into campgrounds (slug) values ('bare') returning id`,
    );
    await database.db.sql.query('insert into campground_settings (campground_id) values ($1)', [
      row?.id ?? '',
    ]);

    const campground = await database.repos.campgrounds.findBySlug('bare');
    const settings = await database.repos.campgrounds.findSettings(row?.id ?? '');

    expect(campground).toMatchObject({ ...CAMPGROUND_DEFAULTS, name: 'Unnamed Campground' });
    expect(settings).toMatchObject(CAMPGROUND_SETTINGS_DEFAULTS);
  });

  it('refuses campground values outside the spec’s ranges and states', async () => {
    const insert = (column: string, value: string | number) =>
      database.db.sql.query(`insert into campgrounds (slug, ${column}) values ('c', $1)`, [value]);
    await violates(insert('status', 'deleted'), '23514');
    await violates(insert('military_discount_percentage', 100.01), '23514');
    await violates(insert('military_discount_percentage', -1), '23514');
    await violates(insert('operating_season_start', 13), '23514');
    await violates(insert('operating_season_end', 0), '23514');
    await insert('name', 'First at slug c');
    await violates(insert('name', 'Second at slug c'), '23505');
    await violates(database.db.sql.query(`insert into campgrounds (slug) values ('Not A Slug')`), '23514');
  });

  it('refuses membership-code settings outside the bounds of 03 §5 and §9', async () => {
    const { campground } = await seed();
    const update = (assignment: string) =>
      database.db.sql.query(`update campground_settings set ${assignment} where campground_id = $1`, [
        campground.id,
      ]);
    await violates(update('code_length = 2'), '23514');
    await violates(update('code_length = 21'), '23514');
    await violates(update('code_number_min = 0'), '23514');
    await violates(update('code_number_max = 1000000'), '23514');
    await violates(update('code_number_min = 50, code_number_max = 40'), '23514');
    await violates(update('code_last_consecutive_number = -1'), '23514');
    await violates(update('code_use_letters = false, code_use_numbers = false'), '23514');
    await update('code_length = 20, code_number_min = 999999, code_number_max = 999999');
  });

  it('keeps at most one featured membership type per campground', async () => {
    const { campground } = await seed();
    await database.repos.membershipTypes.create(
      aMembershipType({ campgroundId: campground.id, name: 'a', isFeatured: true }),
    );
    const other = await database.repos.membershipTypes.create(
      aMembershipType({ campgroundId: campground.id, name: 'b' }),
    );

    await violates(database.repos.membershipTypes.update(other.id, { isFeatured: true }, T0), '23505');
    const elsewhere = unwrap(await database.repos.campgrounds.create(aCampground()));
    await database.repos.membershipTypes.create(
      aMembershipType({ campgroundId: elsewhere.id, isFeatured: true }),
    );
    await violates(
      database.repos.membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, priceCents: -1, name: 'c' }),
      ),
      '23514',
    );
  });

  it('refuses unknown roles, membership states and reversed dates', async () => {
    const { user, campground, type } = await seed();
    await violates(
      database.db.sql.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [user.id]),
      '23514',
    );
    const membership = aMembership({
      campgroundId: campground.id,
      memberId: user.id,
      membershipTypeId: type.id,
    });
    await violates(
      database.repos.memberships.create({ ...membership, endDate: calendarDate('2026-05-31') }),
      '23514',
    );
    const stored = unwrap(await database.repos.memberships.create(membership));
    await violates(
      database.db.sql.query(`update memberships set status = 'bogus' where id = $1`, [stored.id]),
      '23514',
    );
    await violates(
      database.db.sql.query(`update memberships set payment_status = 'refunded' where id = $1`, [stored.id]),
      '23514',
    );
  });

  it('records one payment per gateway id when two confirmations race', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.repos.payments.create(aPayment({ gatewayPaymentId: 'pi_race' })),
      ),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.code)).toEqual([
      'PAYMENT_ALREADY_RECORDED',
      'PAYMENT_ALREADY_RECORDED',
      'PAYMENT_ALREADY_RECORDED',
    ]);
  });

  it('gives a membership code to one of two racing purchases, and a refresh to one of two racing rotations', async () => {
    const { user, campground, type } = await seed();
    const membership = aMembership({
      campgroundId: campground.id,
      memberId: user.id,
      membershipTypeId: type.id,
    });
    const claims = await Promise.all([
      database.repos.memberships.create(membership),
      database.repos.memberships.create(membership),
    ]);
    expect(claims.map((claim) => claim.ok).sort()).toEqual([false, true]);

    const session = await database.repos.sessions.create(aSession({ userId: user.id }));
    const rotations = await Promise.all([
      database.repos.sessions.markRotated(session.id, T0, 'sealed-a'),
      database.repos.sessions.markRotated(session.id, T0, 'sealed-b'),
    ]);
    expect(rotations.sort()).toEqual([false, true]);

    const owners = await Promise.all([
      database.repos.campgrounds.setOwnerIfUnowned(campground.id, user.id, T0),
      database.repos.campgrounds.setOwnerIfUnowned(campground.id, user.id, T0),
    ]);
    expect(owners.sort()).toEqual([false, true]);
  });

  it('answers expected conflicts inside a unit of work and still commits its other writes', async () => {
    const unitOfWork = new PostgresUnitOfWork(database.db.sql);
    const taken = unwrap(await database.repos.users.create(aUser({ email: 'taken@camppass.test' })));
    const first = unwrap(await database.repos.campgrounds.create(aCampground({ slug: 'first' })));
    unwrap(await database.repos.campgrounds.create(aCampground({ slug: 'second' })));

    const codes = await unitOfWork.run(async (tx) => {
      const email = await tx.users.create(aUser({ email: 'TAKEN@camppass.test' }));
      const slug = await tx.campgrounds.update(first.id, { slug: 'second' }, T0);
      const payment = await tx.payments.create(aPayment({ gatewayPaymentId: 'pi_once' }));
      const again = await tx.payments.create(aPayment({ gatewayPaymentId: 'pi_once' }));
      await tx.campgrounds.update(first.id, { name: 'Renamed' }, T0);
      return [email, slug, payment, again].map((result) => (result.ok ? 'ok' : result.code));
    });

    expect(codes).toEqual(['EMAIL_TAKEN', 'SLUG_TAKEN', 'ok', 'PAYMENT_ALREADY_RECORDED']);
    expect(await database.repos.campgrounds.findById(first.id)).toMatchObject({
      slug: 'first',
      name: 'Renamed',
    });
    expect(await database.repos.users.findById(taken.id)).not.toBeNull();
  });

  it('lets a component holding the plain repositories write inside a unit of work without waiting on it', async () => {
    const unitOfWork = new PostgresUnitOfWork(database.db.sql);
    await expect(
      unitOfWork.run(async (tx) => {
        unwrap(await tx.campgrounds.create(aCampground({ slug: 'inside' })));
        await database.repos.outbox.add({
          to: 'a@camppass.test',
          subject: 'S',
          html: '<p>h</p>',
          text: 't',
          createdAt: T0,
        });
        expect((await tx.outbox.list({ limit: 10, offset: 0 })).totalCount).toBe(1);
        throw new Error('undo both');
      }),
    ).rejects.toThrow('undo both');

    expect((await database.repos.outbox.list({ limit: 10, offset: 0 })).totalCount).toBe(0);
    expect(await database.repos.campgrounds.findBySlug('inside')).toBeNull();
  });
});

import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpWebhooks } from '../testing/webhook-fixture';

const URL_A = 'https://hooks.pine.test/in';

/** A campground listening for `membership.expired`, a membership of it whose last day is 2026-06-07 (T0 is 06-01). */
const setUp = async (events = ['membership.expired']) => {
  const s = await setUpWebhooks();
  unwrap(await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, url: URL_A, events }));
  const membership = await s.membershipAt(s.campground.id);
  const expiredEvents = () =>
    s.core.unitOfWork.store.tables.webhookDeliveries.filter((d) => d.eventType === 'membership.expired');
  return { ...s, membership, expiredEvents };
};

describe('deliver-webhooks announces memberships that ended', () => {
  it('records membership.expired once, the day after the last day, with the expired status, and sends it', async () => {
    const s = await setUp();
    s.core.clock.advance({ days: 6 }); // 06-07, the last day: still valid
    expect((await s.deliver.execute()).announced).toBe(0);
    s.core.clock.advance({ days: 1 });

    const report = await s.deliver.execute();

    expect(report).toMatchObject({ announced: 1, delivered: 1 });
    const [delivery] = s.expiredEvents();
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'membership.expired',
      data: { membershipId: s.membership.id, status: 'expired', endDate: '2026-06-07' },
    });
    expect(s.sender.sent.map((request) => JSON.parse(request.body).type)).toEqual(['membership.expired']);
    // Later runs, and two at once, record nothing more.
    s.core.clock.advance({ hours: 1 });
    await Promise.all([s.deliver.execute(), s.deliver.execute(), s.deliver.execute()]);
    expect(s.expiredEvents()).toHaveLength(1);
  });

  it('twenty workers running at once record the event once', async () => {
    const s = await setUp();
    s.core.clock.advance({ days: 8 });
    const reports = await Promise.all(Array.from({ length: 20 }, () => s.deliver.execute()));
    expect(reports.reduce((sum, report) => sum + report.announced, 0)).toBe(1);
    expect(s.expiredEvents()).toHaveLength(1);
  });

  it('announces a renewed membership again only when its new last day has passed', async () => {
    const s = await setUp();
    s.core.clock.advance({ days: 8 });
    await s.deliver.execute();
    await s.core.repos.memberships.update(
      s.membership.id,
      { endDate: calendarDate('2026-06-14') },
      s.core.clock.now(),
    );
    await s.deliver.execute();
    expect(s.expiredEvents()).toHaveLength(1);
    s.core.clock.advance({ days: 7 }); // 06-16
    await s.deliver.execute();
    expect(s.expiredEvents().map((d) => JSON.parse(d.body).data.endDate)).toEqual([
      '2026-06-07',
      '2026-06-14',
    ]);
  });

  it('says nothing for a campground without an endpoint that chose the event, or for an end older than a week', async () => {
    const quiet = await setUp(['membership.created']);
    quiet.core.clock.advance({ days: 8 });
    expect((await quiet.deliver.execute()).announced).toBe(0);

    const late = await setUp();
    late.core.clock.advance({ days: 15 }); // 06-16: 9 days after the last day
    expect((await late.deliver.execute()).announced).toBe(0);
    expect(late.expiredEvents()).toEqual([]);
  });
});

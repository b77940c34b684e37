import { calendarDate, type WebhookEventType } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aMembership, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every WebhookRepository shares: endpoints per campground, the outbox's order. */
export function describeWebhookRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`WebhookRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    const setUp = async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      const other = await seedCampground(repos);
      const member = await seedUser(repos);
      const type = await seedMembershipType(repos, campground.id);
      const membership = async (fields: Partial<Parameters<typeof aMembership>[0]> = {}) =>
        unwrap(
          await repos.memberships.create(
            aMembership({
              campgroundId: campground.id,
              memberId: member.id,
              membershipTypeId: type.id,
              ...fields,
            }),
          ),
        );
      const endpoint = (campgroundId: string, events: WebhookEventType[], url = 'https://hooks.test/in') =>
        repos.webhooks.createEndpoint({
          campgroundId,
          url,
          events,
          sealedSecret: 'iv.sealed',
          createdAt: T0,
        });
      const event = (type: string, membershipId: string | null, campgroundId = campground.id) => ({
        campgroundId,
        type,
        membershipId,
        data: { membershipId },
        createdAt: T0,
      });
      return { repos, campground, other, membership, endpoint, event };
    };

    it('keeps endpoints per campground, their secret only through findEndpoint', async () => {
      const { repos, campground, other, endpoint } = await setUp();
      const first = await endpoint(campground.id, ['membership.created']);
      const second = await endpoint(campground.id, ['payment.refunded', 'document.reviewed']);
      const theirs = await endpoint(other.id, ['membership.created']);
      expect(first).toMatchObject({ campgroundId: campground.id, enabled: true, disabledAt: null });
      expect(first).not.toHaveProperty('sealedSecret');
      expect((await repos.webhooks.listEndpoints(campground.id)).map((e) => e.id).sort()).toEqual(
        [first.id, second.id].sort(),
      );
      expect(await repos.webhooks.countEndpoints(campground.id)).toBe(2);
      expect(await repos.webhooks.findEndpoint(campground.id, theirs.id)).toBeNull();
      expect(await repos.webhooks.findEndpoint(campground.id, 'not-an-id')).toBeNull();
      expect(await repos.webhooks.findEndpoint(campground.id, first.id)).toEqual({
        endpoint: first,
        sealedSecret: 'iv.sealed',
      });
      expect(await repos.webhooks.setEnabled(other.id, first.id, false, T0)).toBeNull();
      expect(await repos.webhooks.setEnabled(campground.id, first.id, false, T0)).toMatchObject({
        enabled: false,
        disabledAt: T0,
      });
      expect(await repos.webhooks.setEnabled(campground.id, first.id, true, null)).toMatchObject({
        enabled: true,
        disabledAt: null,
      });
      expect(await repos.webhooks.replaceSecret(campground.id, first.id, 'iv.new')).toEqual(first);
      expect((await repos.webhooks.findEndpoint(campground.id, first.id))?.sealedSecret).toBe('iv.new');
      expect(await repos.webhooks.deleteEndpoint(other.id, first.id)).toBe(false);
      expect(await repos.webhooks.deleteEndpoint(campground.id, first.id)).toBe(true);
      expect(await repos.webhooks.countEndpoints(campground.id)).toBe(1);
    });

    it('enqueues an event for the enabled endpoints of its campground that chose it, with one id', async () => {
      const { repos, campground, other, endpoint, event } = await setUp();
      const chose = await endpoint(campground.id, ['membership.created']);
      const also = await endpoint(campground.id, ['membership.created', 'payment.refunded']);
      await endpoint(campground.id, ['payment.refunded']);
      const off = await endpoint(campground.id, ['membership.created']);
      await repos.webhooks.setEnabled(campground.id, off.id, false, T0);
      await endpoint(other.id, ['membership.created']);

      const made = await repos.webhooks.enqueue(event('membership.created', null));
      expect(made.map((d) => d.endpointId).sort()).toEqual([chose.id, also.id].sort());
      expect(new Set(made.map((d) => d.eventId)).size).toBe(1);
      expect(made[0]).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: T0,
        eventType: 'membership.created',
      });
      expect(JSON.parse(made[0]?.body ?? '{}')).toEqual({
        id: made[0]?.eventId,
        type: 'membership.created',
        timestamp: T0.toISOString(),
        data: { membershipId: null },
      });
      const test = await repos.webhooks.enqueue(event('webhook.test', null), off.id);
      expect(test.map((d) => d.endpointId)).toEqual([off.id]);
      expect(await repos.webhooks.enqueue(event('webhook.test', null, other.id), chose.id)).toEqual([]);
    });

    it('enqueues many events in one call as it enqueues each, in their order', async () => {
      const { repos, campground, other, membership, endpoint, event } = await setUp();
      const hook = await endpoint(campground.id, ['membership.created', 'membership.extended']);
      const refunds = await endpoint(campground.id, ['payment.refunded']);
      const theirs = await endpoint(other.id, ['membership.created']);
      const one = await membership();
      const two = await membership();
      expect(await repos.webhooks.enqueueMany([])).toBe(0);
      const made = await repos.webhooks.enqueueMany([
        event('membership.created', one.id),
        event('membership.created', two.id),
        event('membership.extended', one.id),
        event('membership.created', one.id, 'not-an-id'),
      ]);
      expect(made).toBe(3);
      const sent = [...(await repos.webhooks.listDeliveries(campground.id, hook.id, 10))].reverse();
      expect(sent.map((d) => `${d.eventType} ${d.membershipId}`)).toEqual([
        `membership.created ${one.id}`,
        `membership.created ${two.id}`,
        `membership.extended ${one.id}`,
      ]);
      expect(new Set(sent.map((d) => d.eventId)).size).toBe(3);
      expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
        id: sent[0]?.eventId,
        type: 'membership.created',
        timestamp: T0.toISOString(),
        data: { membershipId: one.id },
      });
      // Due in the events' order: one membership's second event waits for its first.
      expect((await repos.webhooks.listDue(T0, 10)).map((d) => d.id)).toEqual([sent[0]?.id, sent[1]?.id]);
      expect(await repos.webhooks.listDeliveries(campground.id, refunds.id, 10)).toEqual([]);
      expect(await repos.webhooks.listDeliveries(other.id, theirs.id, 10)).toEqual([]);
    });

    it('answers what is due oldest first, one membership at a time per endpoint', async () => {
      const { repos, campground, membership, endpoint, event } = await setUp();
      const hook = await endpoint(campground.id, ['membership.created', 'membership.renewed']);
      const one = await membership();
      const two = await membership();
      const [a1] = await repos.webhooks.enqueue(event('membership.created', one.id));
      const [b1] = await repos.webhooks.enqueue(event('membership.created', two.id));
      const [a2] = await repos.webhooks.enqueue(event('membership.renewed', one.id));
      if (!a1 || !b1 || !a2) throw new Error('not enqueued');

      expect((await repos.webhooks.listDue(T0, 10)).map((d) => d.id)).toEqual([a1.id, b1.id]);
      await repos.webhooks.recordAttempt(a1.id, {
        at: T0,
        responseStatus: 500,
        error: 'HTTP 500',
        status: 'pending',
        nextAttemptAt: minutesAfterT0(1),
      });
      // The failed first event holds its membership's next one back until it is delivered.
      expect((await repos.webhooks.listDue(T0, 10)).map((d) => d.id)).toEqual([b1.id]);
      await repos.webhooks.recordAttempt(a1.id, {
        at: minutesAfterT0(1),
        responseStatus: 204,
        error: null,
        status: 'delivered',
        nextAttemptAt: null,
      });
      expect((await repos.webhooks.listDue(minutesAfterT0(1), 1)).map((d) => d.id)).toEqual([b1.id]);
      expect((await repos.webhooks.listDue(minutesAfterT0(1), 10)).map((d) => d.id)).toEqual([b1.id, a2.id]);
      const log = await repos.webhooks.listDeliveries(campground.id, hook.id, 10);
      expect(log.map((d) => d.id)).toEqual([a2.id, b1.id, a1.id]);
      expect(log[2]).toMatchObject({
        status: 'delivered',
        attempts: 2,
        responseStatus: 204,
        lastError: null,
      });

      await repos.webhooks.setEnabled(campground.id, hook.id, false, T0);
      expect(await repos.webhooks.listDue(minutesAfterT0(1), 10)).toEqual([]);
    });

    it('resends a delivery of its campground as a new pending row of the same event', async () => {
      const { repos, campground, other, endpoint, event } = await setUp();
      const hook = await endpoint(campground.id, ['membership.created']);
      const [sent] = await repos.webhooks.enqueue(event('membership.created', null));
      if (!sent) throw new Error('not enqueued');
      expect(await repos.webhooks.resend(other.id, sent.id, T0)).toBeNull();
      const again = await repos.webhooks.resend(campground.id, sent.id, minutesAfterT0(5));
      expect(again).toMatchObject({
        eventId: sent.eventId,
        body: sent.body,
        endpointId: hook.id,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: minutesAfterT0(5),
      });
      expect(again?.id).not.toBe(sent.id);
      expect(await repos.webhooks.listDeliveries(other.id, hook.id, 10)).toEqual([]);
      await repos.webhooks.deleteEndpoint(campground.id, hook.id);
      expect(await repos.webhooks.listDeliveries(campground.id, hook.id, 10)).toEqual([]);
    });

    it('lists ended active memberships of listening campgrounds by their own today, once claimed no more', async () => {
      const { repos, campground, other, membership, endpoint } = await setUp();
      const ended = await membership(); // last day 2026-06-07
      const dayAfter = new Date('2026-06-08T12:00:00Z'); // 07:00 on 06-08 in Chicago
      expect(await repos.webhooks.listUnannouncedExpiries(dayAfter, 7, 10)).toEqual([]);
      await endpoint(other.id, ['membership.expired']);
      await endpoint(campground.id, ['membership.created']);
      expect(await repos.webhooks.listUnannouncedExpiries(dayAfter, 7, 10)).toEqual([]);
      await endpoint(campground.id, ['membership.expired']);
      const wanted = { membershipId: ended.id, endDate: calendarDate('2026-06-07') };
      expect(await repos.webhooks.listUnannouncedExpiries(dayAfter, 7, 10)).toEqual([wanted]);
      // 02:00 UTC on 06-08 is still 06-07, its last day, in Chicago.
      expect(await repos.webhooks.listUnannouncedExpiries(new Date('2026-06-08T02:00:00Z'), 7, 10)).toEqual(
        [],
      );
      // Past the window: 06-15 is 8 days after.
      expect(await repos.webhooks.listUnannouncedExpiries(new Date('2026-06-15T12:00:00Z'), 7, 10)).toEqual(
        [],
      );
      expect(await repos.webhooks.claimExpiryAnnouncement(wanted, dayAfter)).toBe(true);
      expect(await repos.webhooks.claimExpiryAnnouncement(wanted, dayAfter)).toBe(false);
      expect(await repos.webhooks.listUnannouncedExpiries(dayAfter, 7, 10)).toEqual([]);
      // Another last day of the same membership is another announcement.
      expect(
        await repos.webhooks.claimExpiryAnnouncement(
          { ...wanted, endDate: calendarDate('2026-07-07') },
          dayAfter,
        ),
      ).toBe(true);
    });

    it('leaves out cancelled memberships and those of campgrounds in zones where the day has not ended', async () => {
      const { repos, campground, membership, endpoint } = await setUp();
      await membership({ status: 'cancelled' });
      const member = await seedUser(repos);
      const honolulu = await seedCampground(repos, { timeZone: 'Pacific/Honolulu' });
      const island = await seedMembershipType(repos, honolulu.id);
      await repos.memberships.create(
        aMembership({ campgroundId: honolulu.id, memberId: member.id, membershipTypeId: island.id }),
      );
      await endpoint(campground.id, ['membership.expired']);
      await endpoint(honolulu.id, ['membership.expired']);
      // 08:00 UTC on 06-08 is 03:00 in Chicago (06-08) and 22:00 on 06-07 in Honolulu.
      expect(await repos.webhooks.listUnannouncedExpiries(new Date('2026-06-08T08:00:00Z'), 7, 10)).toEqual(
        [],
      );
      expect(
        (await repos.webhooks.listUnannouncedExpiries(new Date('2026-06-08T12:00:00Z'), 7, 10)).length,
      ).toBe(1);
    });
  });
}

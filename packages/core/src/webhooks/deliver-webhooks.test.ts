import { WEBHOOK_DISABLED_EMAIL } from '@camppass/domain';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import type { SentWebhook } from '../testing/scripted-webhook-sender';
import { setUpWebhooks } from '../testing/webhook-fixture';

const URL_A = 'https://hooks.pine.test/in';
const URL_B = 'https://hooks.other.test/in';

const allEvents = [
  'membership.created',
  'membership.renewed',
  'membership.extended',
  'membership.expired',
  'membership.cancelled',
  'payment.refunded',
  'document.reviewed',
];

/** The receiver's check, with the library's own 5-minute tolerance, at the time the request was sent. */
const verified = (secret: string, request: SentWebhook | undefined): { type: string } => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Number(request?.headers['webhook-timestamp']) * 1000);
    return new Webhook(secret).verify(request?.body ?? '', { ...request?.headers }) as { type: string };
  } finally {
    vi.useRealTimers();
  }
};

/** Runs the delivery job, moving the clock past each back-off, until nothing is due any more. */
const drain = async (s: Awaited<ReturnType<typeof setUpWebhooks>>) => {
  for (let run = 0; run < 50; run += 1) {
    await s.deliver.execute();
    const pending = s.core.unitOfWork.store.tables.webhookDeliveries.filter((d) => d.status === 'pending');
    if (pending.length === 0) return;
    s.core.clock.advance({ hours: 5 });
  }
};

describe('deliver-webhooks', () => {
  it('delivers to an endpoint that fails 3 times each event once, in order, with a valid signature', async () => {
    const s = await setUpWebhooks();
    const { endpoint, secret } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: allEvents,
      }),
    );
    const membership = await s.membershipAt(s.campground.id);
    await s.record('membership.created', membership);
    await s.record('membership.renewed', membership);
    await s.record('membership.cancelled', membership);
    s.sender.answer(URL_A, 500, 'network error', 503);

    await drain(s);

    const received = s.sender.sent.filter((request) => request.status === 200);
    expect(s.sender.sent).toHaveLength(6);
    const events = received.map((request) => verified(secret, request));
    expect(events.map((event) => event.type)).toEqual([
      'membership.created',
      'membership.renewed',
      'membership.cancelled',
    ]);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(3);
    // The retries of the first event carried the same id: the receiver can tell repeats apart.
    expect(new Set(s.sender.sent.slice(0, 4).map((request) => request.headers['webhook-id'])).size).toBe(1);
    const log = unwrap(
      await s.deliveries.execute({ actor: s.owner, campgroundId: s.campground.id, endpointId: endpoint.id }),
    );
    expect(log.map((d) => [d.eventType, d.status, d.attempts, d.responseStatus])).toEqual([
      ['membership.cancelled', 'delivered', 1, 200],
      ['membership.renewed', 'delivered', 1, 200],
      ['membership.created', 'delivered', 4, 200],
    ]);
  });

  it("never sends campground A's endpoint the events of campground B", async () => {
    const s = await setUpWebhooks();
    const a = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: allEvents,
      }),
    );
    unwrap(
      await s.create.execute({
        actor: s.otherOwner,
        campgroundId: s.other.id,
        url: URL_B,
        events: allEvents,
      }),
    );
    const ours = await s.membershipAt(s.campground.id);
    const theirs = await s.membershipAt(s.other.id);
    await s.record('membership.created', theirs);
    await s.record('membership.created', ours);
    await s.record('membership.extended', theirs);

    await drain(s);

    const toA = s.sender.sent.filter((request) => request.url === URL_A);
    expect(toA.map((request) => JSON.parse(request.body).data.membershipId)).toEqual([ours.id]);
    expect(verified(a.secret, toA[0]).type).toBe('membership.created');
    expect(() => verified('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', toA[0])).toThrow();
    expect(s.sender.sent.filter((request) => request.url === URL_B)).toHaveLength(2);
  });

  it('sends only the events an endpoint chose, and nothing to an endpoint turned off', async () => {
    const s = await setUpWebhooks();
    const { endpoint } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: ['membership.cancelled'],
      }),
    );
    const membership = await s.membershipAt(s.campground.id);
    await s.record('membership.created', membership);
    await s.record('membership.cancelled', membership);
    unwrap(
      await s.setEnabled.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        endpointId: endpoint.id,
        enabled: false,
      }),
    );
    await s.record('membership.cancelled', membership);
    await s.deliver.execute();
    expect(s.sender.sent).toHaveLength(0);

    unwrap(
      await s.setEnabled.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        endpointId: endpoint.id,
        enabled: true,
      }),
    );
    await s.deliver.execute();
    expect(s.sender.sent.map((request) => JSON.parse(request.body).type)).toEqual(['membership.cancelled']);
  });

  it('gives up after 3 days of failures: the endpoint is turned off and its owner e-mailed once', async () => {
    const s = await setUpWebhooks();
    const { endpoint } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: allEvents,
      }),
    );
    s.sender.answer(URL_A, ...Array.from({ length: 40 }, () => 500));
    const membership = await s.membershipAt(s.campground.id);
    await s.record('membership.created', membership);
    await s.record('membership.renewed', membership);

    await drain(s);

    const [stored] = unwrap(await s.list.execute({ actor: s.owner, campgroundId: s.campground.id }));
    expect(stored).toMatchObject({ id: endpoint.id, enabled: false });
    expect(stored?.disabledAt).not.toBeNull();
    const mail = s.core.mailer.sentTo('owner@pine.test');
    expect(mail.map((m) => m.subject)).toEqual([WEBHOOK_DISABLED_EMAIL.subject(s.campground.name)]);
    expect(mail[0]?.text).toContain(URL_A);
    const attempts = s.sender.sent.length;
    // Only the first event was tried (the second waits behind it); after 3 days nothing more is sent.
    expect(new Set(s.sender.sent.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(attempts).toBeGreaterThan(10);
    s.core.clock.advance({ days: 1 });
    await s.deliver.execute();
    expect(s.sender.sent).toHaveLength(attempts);
  });
});

import { describe, expect, it } from 'vitest';
import { anOutboxMessage, minutesAfterT0, T0 } from './builders';
import { type RepositoryHarnessFactory, useRepositoryHarness } from './contract-harness';

/** The behaviour every OutboxRepository shares (stored e-mail). */
export function describeOutboxRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`OutboxRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a message with its tags, unsent', async () => {
      const { outbox } = harness.repos;
      const input = anOutboxMessage({
        subject: 'Bienvenue — reçu ✓',
        html: '<p>Open <a href="https://camppass.test/x?a=1&amp;b=2">the link</a></p>',
        tags: { kind: 'password-reset' },
      });

      const added = await outbox.add(input);

      expect(added).toEqual({
        ...input,
        id: expect.any(String),
        sentAt: null,
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
      });
      expect(await outbox.findById(added.id)).toEqual(added);
      expect((await outbox.add(anOutboxMessage())).tags).toEqual({});
    });

    it('pages newest first with the total count', async () => {
      const { outbox } = harness.repos;
      const first = await outbox.add(anOutboxMessage({ subject: 'First', createdAt: T0 }));
      const second = await outbox.add(anOutboxMessage({ subject: 'Second', createdAt: minutesAfterT0(1) }));
      const third = await outbox.add(anOutboxMessage({ subject: 'Third', createdAt: minutesAfterT0(2) }));

      expect(await outbox.list({ limit: 2, offset: 0 })).toEqual({ items: [third, second], totalCount: 3 });
      expect(await outbox.list({ limit: 2, offset: 2 })).toEqual({ items: [first], totalCount: 3 });
    });

    it('hands out unsent messages oldest first and records sending and failures', async () => {
      const { outbox } = harness.repos;
      const first = await outbox.add(anOutboxMessage({ createdAt: T0 }));
      const second = await outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(1) }));
      const third = await outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(2) }));

      await outbox.markSent(first.id, minutesAfterT0(3));
      await outbox.markFailed(second.id, 'mail service unreachable', minutesAfterT0(3));
      await outbox.markFailed(second.id, 'throttled', minutesAfterT0(4));

      expect((await outbox.listUnsent(10)).map((message) => message.id)).toEqual([second.id, third.id]);
      expect((await outbox.listUnsent(1)).map((message) => message.id)).toEqual([second.id]);
      expect(await outbox.findById(first.id)).toMatchObject({ sentAt: minutesAfterT0(3) });
      expect(await outbox.findById(second.id)).toMatchObject({
        sentAt: null,
        attempts: 2,
        lastError: 'throttled',
      });
    });

    it('lists messages due for delivery: unsent, under the attempt limit, their retry time come', async () => {
      const { outbox } = harness.repos;
      const fresh = await outbox.add(anOutboxMessage({ createdAt: T0 }));
      const retried = await outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(1) }));
      const exhausted = await outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(2) }));
      const sent = await outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(3) }));
      await outbox.markFailed(retried.id, 'throttled', minutesAfterT0(4), minutesAfterT0(10));
      for (const minute of [4, 5, 6])
        await outbox.markFailed(exhausted.id, 'refused', minutesAfterT0(minute), minutesAfterT0(7));
      await outbox.markSent(sent.id, minutesAfterT0(4));

      const ids = async (now: Date, limit = 10) => (await outbox.listDue(now, 3, limit)).map((m) => m.id);
      expect(await ids(minutesAfterT0(5))).toEqual([fresh.id]);
      expect(await ids(minutesAfterT0(10))).toEqual([fresh.id, retried.id]);
      expect(await ids(minutesAfterT0(10), 1)).toEqual([fresh.id]);
      expect(await outbox.findById(retried.id)).toMatchObject({
        attempts: 1,
        nextAttemptAt: minutesAfterT0(10),
      });
      expect(await outbox.findById(exhausted.id)).toMatchObject({ attempts: 3, lastError: 'refused' });
    });
  });
}

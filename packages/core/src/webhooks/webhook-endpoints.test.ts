import {
  WEBHOOK_ENDPOINT_DISABLED,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_EVENT_UNKNOWN,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_OWNER_REQUIRED,
  WEBHOOK_TOO_MANY_ENDPOINTS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_PRIVATE,
  WEBHOOK_URL_REQUIRED,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpWebhooks } from '../testing/webhook-fixture';
import { openWebhookSecret } from './webhook-signature';

const URL_A = 'https://hooks.pine.test/in';

describe('webhook endpoints', () => {
  it('adds an endpoint whose secret is shown once and kept only sealed', async () => {
    const s = await setUpWebhooks();
    const { endpoint, secret } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: ` ${URL_A} `,
        events: ['membership.created', 'membership.created', 'payment.refunded'],
      }),
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      url: URL_A,
      events: ['membership.created', 'payment.refunded'],
      enabled: true,
    });
    const stored = s.core.unitOfWork.store.tables.webhookEndpoints.get(endpoint.id);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    expect(await openWebhookSecret(s.core.config.secondFactorKey, stored?.sealedSecret ?? '')).toBe(secret);
    expect(unwrap(await s.list.execute({ actor: s.owner, campgroundId: s.campground.id }))).toEqual([
      endpoint,
    ]);
  });

  it('refuses addresses that are not https, private, malformed, and events we do not send', async () => {
    const s = await setUpWebhooks();
    const add = (url: string, events: string[] = ['membership.created']) =>
      s.create.execute({ actor: s.owner, campgroundId: s.campground.id, url, events });
    const refusal = async (url: string, events?: string[]) => {
      const result = await add(url, events);
      return result.ok ? 'accepted' : result.message;
    };
    expect(await refusal('  ')).toBe(WEBHOOK_URL_REQUIRED);
    expect(await refusal('hooks.pine.test')).toBe(WEBHOOK_URL_INVALID);
    expect(await refusal('https://user:pw@hooks.pine.test/')).toBe(WEBHOOK_URL_INVALID);
    expect(await refusal(`https://hooks.pine.test/\0`)).toBe(WEBHOOK_URL_INVALID);
    expect(await refusal(`https://hooks.pine.test/${'x'.repeat(2000)}`)).toBe(WEBHOOK_URL_INVALID);
    expect(await refusal('http://hooks.pine.test/in')).toBe(WEBHOOK_URL_NOT_HTTPS);
    for (const url of [
      'https://127.0.0.1/',
      'https://10.0.0.8/',
      'https://169.254.169.254/',
      'https://[::1]/',
    ]) {
      expect(await refusal(url)).toBe(WEBHOOK_URL_PRIVATE);
    }
    expect(await refusal(URL_A, [])).toBe(WEBHOOK_EVENTS_REQUIRED);
    expect(await refusal(URL_A, ['membership.created', 'member.deleted'])).toBe(WEBHOOK_EVENT_UNKNOWN);
    expect(s.core.unitOfWork.store.tables.webhookEndpoints.size).toBe(0);
    for (let n = 0; n < 20; n += 1) expect(await refusal(`${URL_A}/${n}`)).toBe('accepted');
    expect(await refusal(`${URL_A}/21`)).toBe(WEBHOOK_TOO_MANY_ENDPOINTS);
  });

  it('lets only the owner of the campground manage its endpoints', async () => {
    const s = await setUpWebhooks();
    const { endpoint } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: ['membership.created'],
      }),
    );
    const ids = { campgroundId: s.campground.id, endpointId: endpoint.id };
    for (const actor of [s.staff, s.member, s.admin, s.otherOwner]) {
      const refusals = [
        await s.create.execute({
          actor,
          campgroundId: s.campground.id,
          url: URL_A,
          events: ['membership.created'],
        }),
        await s.list.execute({ actor, campgroundId: s.campground.id }),
        await s.setEnabled.execute({ actor, ...ids, enabled: false }),
        await s.rotate.execute({ actor, ...ids }),
        await s.sendTest.execute({ actor, ...ids }),
        await s.deliveries.execute({ actor, ...ids }),
        await s.resend.execute({ actor, campgroundId: s.campground.id, deliveryId: 'x' }),
        await s.remove.execute({ actor, ...ids }),
      ];
      for (const refused of refusals)
        expect(refused).toMatchObject({ code: 'FORBIDDEN', message: WEBHOOK_OWNER_REQUIRED });
    }
    // The other owner, in their own campground, names this endpoint: as if it did not exist.
    const theirs = { actor: s.otherOwner, campgroundId: s.other.id, endpointId: endpoint.id };
    for (const refused of [
      await s.setEnabled.execute({ ...theirs, enabled: false }),
      await s.rotate.execute(theirs),
      await s.sendTest.execute(theirs),
      await s.deliveries.execute(theirs),
      await s.remove.execute(theirs),
    ]) {
      expect(refused).toMatchObject({
        code: 'WEBHOOK_ENDPOINT_NOT_FOUND',
        message: WEBHOOK_ENDPOINT_NOT_FOUND,
      });
    }
    expect(s.core.unitOfWork.store.tables.webhookEndpoints.get(endpoint.id)?.enabled).toBe(true);
  });

  it('sends a test event at once, logs it, resends it with the same id, and signs with a rotated secret', async () => {
    const s = await setUpWebhooks();
    const { endpoint } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url: URL_A,
        events: ['membership.created'],
      }),
    );
    const ids = { actor: s.owner, campgroundId: s.campground.id, endpointId: endpoint.id };
    s.sender.answer(URL_A, 502);
    const tested = unwrap(await s.sendTest.execute(ids));
    expect(tested).toMatchObject({
      eventType: 'webhook.test',
      status: 'pending',
      attempts: 1,
      responseStatus: 502,
    });
    const again = unwrap(
      await s.resend.execute({ actor: s.owner, campgroundId: s.campground.id, deliveryId: tested.id }),
    );
    expect(again).toMatchObject({ eventId: tested.eventId, status: 'pending', attempts: 0 });
    expect(
      await s.resend.execute({ actor: s.otherOwner, campgroundId: s.other.id, deliveryId: tested.id }),
    ).toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    const { secret } = unwrap(await s.rotate.execute(ids));
    await s.deliver.execute();
    const log = unwrap(await s.deliveries.execute(ids));
    expect(log.map((d) => [d.status, d.responseStatus])).toEqual([
      ['delivered', 200],
      ['pending', 502],
    ]);
    const stored = s.core.unitOfWork.store.tables.webhookEndpoints.get(endpoint.id);
    expect(await openWebhookSecret(s.core.config.secondFactorKey, stored?.sealedSecret ?? '')).toBe(secret);

    unwrap(await s.setEnabled.execute({ ...ids, enabled: false }));
    expect(await s.sendTest.execute(ids)).toMatchObject({
      code: 'CONFLICT',
      message: WEBHOOK_ENDPOINT_DISABLED,
    });
    expect(unwrap(await s.remove.execute(ids))).toEqual({ deleted: true });
    expect(s.core.unitOfWork.store.tables.webhookDeliveries).toHaveLength(0);
    expect(await s.remove.execute(ids)).toMatchObject({ code: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
  });
});

import { HandlePaymentWebhook } from '@camppass/core/checkout/handle-payment-webhook';
import { ChargeAutoRenewals } from '@camppass/core/jobs/charge-auto-renewals';
import {
  aMembership,
  FakeTokenGenerator,
  FixedClock,
  InMemoryFileStorage,
  InMemoryMailer,
  InMemoryPaymentGateway,
  SeededRandomSource,
  seedPublicCampground,
  seedUser,
  T0,
  TextEmailRenderer,
  unwrap,
} from '@camppass/core/testing';
import { renewalFees } from '@camppass/domain';
import { expect, it } from 'vitest';
import { PostgresUnitOfWork, postgresRepositories } from './postgres-unit-of-work';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';

// Issue 25: a period is charged once, even with two job workers on one database and a retried run.

describeOnBothDrivers('automatic renewal charges', ({ open }) => {
  const database = useDatabase(open);

  const setUp = async () => {
    const { repos } = database;
    const { campground, types } = await seedPublicCampground(repos);
    const annual = types.find((type) => type.durationDays === 365);
    if (!annual) throw new Error('no Annual type');
    const user = await seedUser(repos);
    const membership = unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId: campground.id,
          memberId: user.id,
          membershipTypeId: annual.id,
          startDate: '2025-06-05',
          endDate: '2026-06-04',
          autoRenewal: true,
          pricePaidCents: annual.priceCents,
        }),
      ),
    );
    const gateway = new InMemoryPaymentGateway();
    const customer = await gateway.ensureCustomer({
      idempotencyKey: `customer-${user.id}`,
      email: user.email,
      name: 'Jamie Rivers',
      metadata: { userId: user.id },
    });
    expect(await repos.autoRenewals.saveCustomer(user.id, customer.id, T0)).toBe(customer.id);
    expect(await repos.autoRenewals.saveCustomer(user.id, 'cus_later', T0)).toBe(customer.id);
    const card = gateway.savedCards.saveCard(customer.id);
    await repos.autoRenewals.saveCard({ membershipId: membership.id, customerId: customer.id, ...card }, T0);
    const clock = new FixedClock('2026-06-01T14:00:00.000Z');
    const mailer = new InMemoryMailer();
    const ports = () => ({
      unitOfWork: new PostgresUnitOfWork(database.db.sql),
      repos: postgresRepositories(database.db.sql),
      gateway,
      mailer,
      emailRenderer: new TextEmailRenderer(),
      clock,
      config: {
        appBaseUrl: 'https://portal.camppass.test',
        productName: 'CampPass',
        secondFactorKey: 'a second-factor key for tests, 32+ characters',
      },
    });
    const worker = () => new ChargeAutoRenewals(ports());
    const random = new SeededRandomSource(3);
    const webhook = () =>
      new HandlePaymentWebhook({
        ...ports(),
        random,
        tokens: new FakeTokenGenerator(random),
        storage: new InMemoryFileStorage(),
      });
    return { repos, membership, gateway, ports, worker, webhook, clock, mailer, annual, user };
  };

  it('charges once with two workers at once and a retried run, and renews from the end date', async () => {
    const { repos, membership, gateway, worker, annual, user } = await setUp();
    const reports = await Promise.all([worker().execute(), worker().execute()]);
    const retried = await worker().execute();
    expect([...reports, retried].reduce((sum, report) => sum + report.renewed, 0)).toBe(1);
    expect(gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect(await repos.memberships.findById(membership.id)).toMatchObject({
      startDate: '2025-06-05',
      endDate: '2027-06-04',
    });
    const fees = renewalFees(annual.priceCents, false);
    const [charge] = await repos.autoRenewals.listLatest([membership.id]);
    expect(charge).toMatchObject({
      status: 'succeeded',
      periodEndDate: '2026-06-04',
      listPriceCents: fees.subtotal,
      totalCents: fees.total,
      feeCents: fees.total - fees.subtotalAfterDiscount,
      attempts: 0,
    });
    const payments = (await repos.payments.listByUser(user.id)).filter(
      (p) => p.membershipId === membership.id,
    );
    expect(payments).toEqual([expect.objectContaining({ purpose: 'renewal', amountCents: fees.total })]);
    // The period's row is unique: opening it again is a no-op.
    expect(
      await repos.autoRenewals.openCharge({
        membershipId: membership.id,
        campgroundId: membership.campgroundId,
        periodEndDate: membership.endDate,
        listPriceCents: 1,
        discountPercentage: 0,
        discountCents: 0,
        feeCents: 0,
        totalCents: 1,
        nextAttemptAt: T0,
        createdAt: T0,
      }),
    ).toBeNull();
  });

  it('lets one worker claim an attempt, and cancels waiting charges when turned off', async () => {
    const { repos, membership } = await setUp();
    const opened = await repos.autoRenewals.openCharge({
      membershipId: membership.id,
      campgroundId: membership.campgroundId,
      periodEndDate: membership.endDate,
      listPriceCents: 120_000,
      discountPercentage: 10,
      discountCents: 12_000,
      feeCents: 3_000,
      totalCents: 111_000,
      nextAttemptAt: T0,
      createdAt: T0,
    });
    if (!opened) throw new Error('not opened');
    expect(opened.discountPercentage).toBe(10);
    const until = new Date(T0.getTime() + 60_000);
    const claims = await Promise.all([
      repos.autoRenewals.claim(opened.id, T0, until),
      repos.autoRenewals.claim(opened.id, T0, until),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await repos.autoRenewals.listAttemptable(membership.campgroundId, T0, 10)).toHaveLength(1);
    expect(await repos.autoRenewals.claim(opened.id, until, new Date(until.getTime() + 1))).not.toBeNull();
    const declined = await repos.autoRenewals.update(
      opened.id,
      { status: 'declined', attempts: 1, declineCode: 'generic_decline', nextAttemptAt: until },
      T0,
    );
    expect(declined).toMatchObject({ status: 'declined', attempts: 1, declineCode: 'generic_decline' });
    expect(await repos.autoRenewals.cancelOpen(membership.id, T0)).toBe(1);
    expect(await repos.autoRenewals.findById(opened.id)).toMatchObject({
      status: 'cancelled',
      nextAttemptAt: null,
    });
    expect(await repos.autoRenewals.claim(opened.id, until, until)).toBeNull();
  });

  it('renews once from the webhook of a charge whose job died, with 20 deliveries and the job at once', async () => {
    const { repos, membership, gateway, ports, worker, webhook, clock, mailer, user } = await setUp();
    // The job dies after the gateway took the money, before the renewal is written.
    const database_ = new PostgresUnitOfWork(database.db.sql);
    const crashing = new ChargeAutoRenewals({
      ...ports(),
      unitOfWork: {
        run: (work) =>
          database_.run((inside) =>
            work({
              ...inside,
              payments: Object.assign(Object.create(inside.payments), {
                create: () => Promise.reject(new Error('connection lost')),
              }),
            }),
          ),
      },
    });
    expect(await crashing.execute()).toMatchObject({ failed: 1, renewed: 0 });
    const [intent] = [...gateway.intents.values()];
    if (intent?.status !== 'succeeded') throw new Error('the gateway took no money');
    clock.advance({ minutes: 16 });

    const deliver = async (eventId: string) => {
      const delivery = await gateway.webhookDelivery({
        eventId,
        type: 'payment_intent.succeeded',
        intentId: intent.id,
        timestampSeconds: Math.floor(clock.now().getTime() / 1000),
      });
      return unwrap(await webhook().execute(delivery.rawBody, delivery.signatureHeader));
    };
    const [job, ...outcomes] = await Promise.all([
      worker().execute(),
      ...Array.from({ length: 10 }, (_, i) => deliver(`evt_pg_${i}`)),
      ...Array.from({ length: 10 }, () => deliver('evt_pg_same')),
    ]);
    const fulfilled = outcomes.filter((o) => o.outcome === 'fulfilled').length;
    expect(fulfilled + (job?.renewed ?? 0)).toBe(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(20 - fulfilled);
    expect(gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect(await repos.memberships.findById(membership.id)).toMatchObject({
      startDate: '2025-06-05',
      endDate: '2027-06-04',
    });
    expect(
      (await repos.payments.listByUser(user.id)).filter((p) => p.membershipId === membership.id),
    ).toEqual([expect.objectContaining({ purpose: 'renewal', gatewayPaymentId: intent.id })]);
    expect(await repos.autoRenewals.listLatest([membership.id])).toEqual([
      expect.objectContaining({ status: 'succeeded', gatewayIntentId: intent.id }),
    ]);
    expect(mailer.sent.filter((m) => m.subject.endsWith('renewed'))).toHaveLength(1);
  });
});

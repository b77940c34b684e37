import { PAYMENT_GATEWAY } from '@camppass/core';
import { aMembership, aPayment, type InMemoryPaymentGateway, unwrap } from '@camppass/core/testing';
import type { Container } from 'inversify';
import { REPOSITORIES } from '../container/persistence-module';
import { SOCKET, seedAccount } from './http';
import type { TestApp } from './test-app';

/** App options whose card processor is `current()`, read as each app is made (a test may make one a test). */
export const withGateway = (current: () => InMemoryPaymentGateway) => ({
  override: (container: Container) => {
    container.rebind(PAYMENT_GATEWAY).toConstantValue(current());
  },
});

/** A new account's membership of the campground's first type, with `fields` as given. */
export const seedMembershipAt = async (
  test: TestApp,
  campgroundId: string,
  email: string,
  fields: Omit<Parameters<typeof aMembership>[0], 'campgroundId' | 'memberId' | 'membershipTypeId'>,
) => {
  const repos = test.container.get(REPOSITORIES);
  const [type] = await repos.membershipTypes.listByCampground(campgroundId);
  const member = await seedAccount(test, { email });
  return unwrap(
    await repos.memberships.create(
      aMembership({ campgroundId, memberId: member.id, membershipTypeId: type?.id as string, ...fields }),
    ),
  );
};

/** A membership paid $100.00 by card: the intent succeeded at `gateway` and the payment is recorded. */
export const seedCardPayment = async (
  test: TestApp,
  gateway: InMemoryPaymentGateway,
  seed: {
    readonly campgroundId: string;
    readonly email: string;
    readonly idempotencyKey: string;
    readonly membership: Parameters<typeof seedMembershipAt>[3];
    readonly createdAt?: Date;
  },
) => {
  const membership = await seedMembershipAt(test, seed.campgroundId, seed.email, seed.membership);
  const intent = await gateway.createPaymentIntent({
    amountCents: 10_000,
    currency: 'usd',
    metadata: {},
    idempotencyKey: seed.idempotencyKey,
  });
  gateway.setStatus(intent.id, 'succeeded');
  const payment = unwrap(
    await test.container.get(REPOSITORIES).payments.create(
      aPayment({
        gatewayPaymentId: intent.id,
        userId: membership.memberId,
        campgroundId: seed.campgroundId,
        membershipId: membership.id,
        amountCents: 10_000,
        ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
      }),
    ),
  );
  return { membership, payment };
};

/** Posts a signed delivery to the payments webhook: its status and JSON answer. */
export const postWebhook = async (
  test: TestApp,
  delivery: { readonly rawBody: string; readonly signatureHeader: string },
) => {
  const res = await test.app.request(
    '/functions/v1/payments-webhook',
    {
      method: 'POST',
      headers: { 'stripe-signature': delivery.signatureHeader, 'content-type': 'application/json' },
      body: delivery.rawBody,
    },
    SOCKET,
  );
  return { status: res.status, json: (await res.json()) as { outcome?: string } };
};

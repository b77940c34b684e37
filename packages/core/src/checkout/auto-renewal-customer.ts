import { autoRenewalOffered } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';

/**
 * The member's customer at the gateway, made once: the id we keep is asked for first, and the
 * gateway's idempotency key per member answers the same customer to callers racing to make it.
 */
export const ensureMemberCustomer = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock'>,
  userId: string,
): Promise<string> => {
  const known = await ports.unitOfWork.run(async (repos) => ({
    customerId: await repos.autoRenewals.findCustomer(userId),
    user: await repos.users.findById(userId),
    profile: await repos.users.findProfile(userId),
  }));
  if (known.customerId) return known.customerId;
  if (!known.user) throw new Error(`User ${userId} vanished`);
  const name = [known.profile?.firstName, known.profile?.lastName].filter(Boolean).join(' ');
  const customer = await ports.gateway.ensureCustomer({
    idempotencyKey: `customer-${userId}`,
    email: known.user.email,
    name,
    metadata: { userId },
  });
  return ports.unitOfWork.run((repos) =>
    repos.autoRenewals.saveCustomer(userId, customer.id, ports.clock.now()),
  );
};

/**
 * The customer a buyer's card is saved to when they chose "Renew automatically" and the campground
 * offers it for a type this long; `null` otherwise. A buyer with an account gets their own customer;
 * one without gets a customer per e-mail, which fulfilment records as the new member's.
 */
export const buyerCustomerForRenewals = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock'>,
  buyer: {
    readonly campgroundId: string;
    readonly durationDays: number;
    readonly email: string;
    readonly name: string;
    readonly userId?: string | null;
  },
): Promise<string | null> => {
  const found = await ports.unitOfWork.run(async (repos) => ({
    settings: await repos.campgrounds.findSettings(buyer.campgroundId),
    user: buyer.userId ? null : await repos.users.findByEmail(buyer.email),
  }));
  if (!found.settings || !autoRenewalOffered(found.settings, buyer.durationDays)) return null;
  const userId = buyer.userId ?? found.user?.id;
  if (userId) return ensureMemberCustomer(ports, userId);
  const customer = await ports.gateway.ensureCustomer({
    idempotencyKey: `customer-email-${buyer.email}`,
    email: buyer.email,
    name: buyer.name,
    metadata: { email: buyer.email },
  });
  return customer.id;
};
